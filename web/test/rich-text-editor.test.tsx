// @vitest-environment happy-dom
// The position description's editor: every formatting button is named, and none depends on an emoji
// font (without one the Link button showed an empty box).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from '../src/pages/recruiter/RichTextEditor.tsx';
import './dom.tsx';

/** Pictographs that need an emoji font to show. */
const EMOJI = /\p{Extended_Pictographic}/u;

describe('the rich-text editor toolbar', () => {
  it('draws the Link button as an SVG icon, keeping its name', () => {
    render(<RichTextEditor label="Description" initialHtml="" onChange={() => {}} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const link = within(toolbar).getByRole('button', { name: 'Link' });
    expect(link.querySelector('svg')).not.toBeNull();
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    for (const button of within(toolbar).getAllByRole('button')) expect(button.textContent).not.toMatch(EMOJI);
  });
});
