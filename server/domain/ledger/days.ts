const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days from `from` to `to` (Manila calendar dates), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  if (!DATE.test(from) || !DATE.test(to)) throw new RangeError('dates must be YYYY-MM-DD');
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}
