// Reading an iCalendar text back in tests (the calendar feed's suites): enough of RFC 5545 to check
// events, unfolding long lines first.

/** The VEVENT blocks of an iCalendar text, each as its property lines (folded lines joined back). */
export function veventsOf(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}
