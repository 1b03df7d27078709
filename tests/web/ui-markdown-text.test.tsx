import { render, screen, within } from '@testing-library/react';
import { MarkdownText, parseBlocks } from '@/shared/ui/MarkdownText';

/** Post bodies are Reddit markdown: shown formatted, never as raw asterisks, and never as HTML. */
describe('MarkdownText', () => {
  it('shows paragraphs, headings, bulleted and numbered lists, with bold and italic inside', () => {
    const body = [
      'Most advice is a list of *tactics*. This is a **process** instead.',
      '',
      '**The process**',
      '',
      '1. **Define the goal first.** Decide what you want.',
      '2. **Know who you are talking to.** Write down one reader.',
      '',
      '## Common mistakes',
      '- Starting with tools.',
      '- Writing for _everyone_.',
      '',
      '> Quoted ~~wisdom~~ with `code`',
    ].join('\n');
    const { container } = render(<MarkdownText text={body} className="x" />);
    expect(container.firstElementChild).toHaveClass('md', 'x');
    expect(container.textContent).not.toMatch(/\*\*|(^|\s)\*\w|##|(^|\s)_\w/);

    const paragraphs = container.querySelectorAll(':scope > div > p');
    expect(paragraphs[0]).toHaveTextContent('Most advice is a list of tactics. This is a process instead.');
    expect(within(paragraphs[0] as HTMLElement).getByText('tactics').tagName).toBe('EM');
    expect(within(paragraphs[0] as HTMLElement).getByText('process').tagName).toBe('STRONG');
    expect(screen.getByText('The process').tagName).toBe('STRONG');

    const [numbered, bulleted] = screen.getAllByRole('list');
    expect(numbered!.tagName).toBe('OL');
    expect(
      within(numbered!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Define the goal first. Decide what you want.', 'Know who you are talking to. Write down one reader.']);
    expect(within(numbered!).getByText('Define the goal first.').tagName).toBe('STRONG');
    expect(screen.getByText('Common mistakes').closest('p')).toHaveClass('md__heading');
    expect(bulleted!.tagName).toBe('UL');
    expect(within(bulleted!).getByText('everyone').tagName).toBe('EM');
    const quote = container.querySelector('blockquote')!;
    expect(quote).toHaveTextContent('Quoted wisdom with code');
    expect(within(quote).getByText('wisdom').tagName).toBe('S');
    expect(within(quote).getByText('code').tagName).toBe('CODE');
  });

  it('keeps a numbered list’s start, continuation lines in their item, and single newlines in one paragraph', () => {
    expect(parseBlocks('3. third\nstill third\n4. fourth\n\nline one\nline two')).toEqual([
      { kind: 'ol', start: 3, items: ['third\nstill third', 'fourth'] },
      { kind: 'p', lines: ['line one', 'line two'] },
    ]);
    const { container } = render(<MarkdownText text={'3. third\n4. fourth'} />);
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
  });

  it('leaves asterisks that are not emphasis alone: maths, snake_case, a lone star', () => {
    const { container } = render(<MarkdownText text={'2 * 3 * 4 = 24, my_variable_name and a * b'} />);
    expect(container.textContent).toBe('2 * 3 * 4 = 24, my_variable_name and a * b');
    expect(container.querySelector('em, strong')).toBeNull();
  });

  it('never turns text into markup', () => {
    const { container } = render(<MarkdownText text={'<img src=x onerror=alert(1)> **<script>alert(2)</script>**'} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <script>alert(2)</script>');
  });
});
