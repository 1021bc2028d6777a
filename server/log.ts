// Server logs. Lead data (name, phone, NIC, income) must never reach them: errors are logged by
// name, code and stack frames only — a driver's message can quote the values of a row.
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 5);
  const cause = error.cause ? ` (cause: ${describeError(error.cause).split('\n')[0]})` : '';
  return [`${error.name}${typeof code === 'string' ? ` ${code}` : ''}${cause}`, ...frames].join('\n');
}

export function logError(context: string, error: unknown): void {
  console.error(`naya: ${context}: ${describeError(error)}`);
}

export function logInfo(line: string): void {
  console.log(`naya: ${line}`);
}
