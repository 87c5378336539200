// The one rule for a stored resume's name: whatever the candidate called the file, it is saved and
// served with the extension of the type its content was detected as, without paths, controls or
// invisible characters that make a name read as something else.
import { describe, expect, it } from 'vitest';
import { ACCEPTED, resumeFileName } from '../src/applications/resume-types.ts';

const PDF = ACCEPTED.pdf!.mime;
const DOCX = ACCEPTED.docx!.mime;
const DOC = ACCEPTED.cfb!.mime;

describe('resumeFileName', () => {
  it("ends in the detected type's extension, whatever the name said", () => {
    expect(resumeFileName('polyglot.html', PDF)).toBe('polyglot.pdf');
    expect(resumeFileName('cv.pdf.html', PDF)).toBe('cv.pdf');
    expect(resumeFileName('cv.html.', PDF)).toBe('cv.pdf');
    expect(resumeFileName('CV.PDF', PDF)).toBe('CV.pdf');
    expect(resumeFileName('thesis.pdf', DOCX)).toBe('thesis.docx');
    expect(resumeFileName('old.doc', DOC)).toBe('old.doc');
    expect(resumeFileName('cv.svg', 'application/pdf; charset=binary')).toBe('cv.pdf');
    expect(resumeFileName('Dr. Ann Lee CV', PDF)).toBe('Dr. Ann Lee CV.pdf');
    expect(resumeFileName("Zoë's CV.pdf", PDF)).toBe("Zoë's CV.pdf");
  });

  it('gives an undetected type an extension nothing opens, and a missing name a plain one', () => {
    expect(resumeFileName('page.html', 'text/html')).toBe('page.bin');
    expect(resumeFileName('page.html', null)).toBe('page.bin');
    expect(resumeFileName(null, PDF)).toBe('resume.pdf');
    expect(resumeFileName(' \u200b. ', PDF)).toBe('resume.pdf');
  });

  it('drops paths, controls and invisible direction marks, and keeps the name short', () => {
    expect(resumeFileName('C:\\Users\\ann\\cv.pdf', PDF)).toBe('cv.pdf');
    expect(resumeFileName('../../etc/passwd', PDF)).toBe('passwd.pdf');
    expect(resumeFileName('cv\r\nX-Evil: 1.pdf', PDF)).toBe('cvX-Evil: 1.pdf');
    expect(resumeFileName('cv\u202Efdp.html', PDF)).toBe('cvfdp.pdf');
    expect(resumeFileName('.htaccess', PDF)).toBe('htaccess.pdf');
    const long = resumeFileName(`${'é'.repeat(300)}.html`, PDF);
    expect(long).toBe(`${'é'.repeat(200)}.pdf`);
  });
});
