// sax reports "Unexpected close tag\nLine: 4\nColumn: 9\nChar: >" (line counted from 0): the feed and
// sitemap readers turn it into one sentence for the person who gave the file or URL.
import { IntakeError } from '../types.ts';

export function xmlError(what: string, error: Error): IntakeError {
  const [reason, ...details] = error.message.split('\n');
  const at = Object.fromEntries(details.map((line) => line.split(': ', 2) as [string, string]));
  const where = at.Line !== undefined ? ` at line ${Number(at.Line) + 1}, column ${at.Column}` : '';
  // sax knows only XML's own five entities: a DTD's (a "billion laughs") end here, unexpanded.
  const entity = /entity/i.test(reason ?? '') ? ' (entities a document defines for itself are not read)' : '';
  return new IntakeError(`${what} is not well-formed XML${where}: ${reason}${entity}`, 'malformed');
}
