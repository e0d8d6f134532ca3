/** Today's date in Asia/Manila as YYYY-MM-DD, whatever the phone's own time zone. */
export function manilaToday(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
