import { onceSettled } from '../../server/src/platform/jobs';

// Two instances booting at once create the same pg-boss queues; PostgreSQL may make one the victim
// of a deadlock (seen in the two-process archive test). The step is tried again; other errors are not.

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

test('a deadlock or a concurrent insert is tried again until the step settles', async () => {
  let calls = 0;
  const result = await onceSettled(async () => {
    calls++;
    if (calls === 1) throw pgError('40P01');
    if (calls === 2) throw pgError('23505');
    return 'created';
  });
  expect(result).toBe('created');
  expect(calls).toBe(3);
});

test('any other error is thrown at once', async () => {
  let calls = 0;
  await expect(
    onceSettled(async () => {
      calls++;
      throw pgError('42P01');
    }),
  ).rejects.toThrow('pg 42P01');
  expect(calls).toBe(1);
});

test('it gives up after the attempts it was given', async () => {
  let calls = 0;
  await expect(
    onceSettled(async () => {
      calls++;
      throw pgError('40P01');
    }, 3),
  ).rejects.toThrow('pg 40P01');
  expect(calls).toBe(3);
});
