// Several processes starting together on one PostgreSQL: a queue creation chosen as a deadlock's
// victim is tried again; any other failure is not.
import { expect, it } from 'vitest';
import { DbError } from '../db/types';
import { createQueueRetrying } from './index';

function failingTimes(times: number, code: string) {
  let calls = 0;
  const create = async () => {
    calls++;
    if (calls <= times) throw new DbError(code);
  };
  return { create, calls: () => calls };
}

it('tries again after a deadlock (40P01) until the queue is created', async () => {
  const queue = failingTimes(2, '40P01');
  await createQueueRetrying(queue.create);
  expect(queue.calls()).toBe(3);
});

it('gives up after the last try and passes the deadlock on', async () => {
  const queue = failingTimes(10, '40P01');
  await expect(createQueueRetrying(queue.create, 3)).rejects.toMatchObject({ code: '40P01' });
  expect(queue.calls()).toBe(3);
});

it('does not try again after any other error', async () => {
  const queue = failingTimes(1, '42P01');
  await expect(createQueueRetrying(queue.create)).rejects.toMatchObject({ code: '42P01' });
  expect(queue.calls()).toBe(1);
});
