import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '@/shared/ui';

/** A page with an opener button, a dialog holding a field and two buttons, and an optional inner dialog. */
function Harness({ onOuterClose = () => {} }: { onOuterClose?: () => void }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <button onClick={() => setOuter(true)}>Open</button>
      <Modal
        open={outer}
        title="Outer"
        onClose={() => {
          onOuterClose();
          setOuter(false);
        }}
      >
        <input aria-label="Name" value={text} onChange={(e) => setText(e.target.value)} />
        <button onClick={() => setInner(true)}>Inner</button>
        <button onClick={() => setOuter(false)}>Done</button>
      </Modal>
      <Modal open={inner} title="Inner dialog" onClose={() => setInner(false)}>
        <button>Only</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('keeps Tab inside the dialog, both ways', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Outer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('keeps focus in a field while the parent re-renders with a new onClose', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('Growth ideas');
    expect(screen.getByLabelText('Name')).toHaveValue('Growth ideas');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('closes only the topmost dialog on Escape and gives focus back to what opened each', async () => {
    const user = userEvent.setup();
    const outerClosed = jest.fn();
    render(<Harness onOuterClose={outerClosed} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Inner' }));
    expect(screen.getByRole('dialog', { name: 'Inner dialog' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner dialog' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(outerClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Inner' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(outerClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stops the page behind from scrolling while open, and gives each dialog its own title id', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(document.body.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Inner' }));
    expect(document.body.style.overflow).toBe('hidden');
    const ids = screen.getAllByRole('dialog', { hidden: true }).map((d) => d.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(2);
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
