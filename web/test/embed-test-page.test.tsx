// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
// /embed-test: choosing filters updates the snippets to copy and the live preview's script tag.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmbedTestPage } from '../src/pages/embed/EmbedTestPage.tsx';
import { fakeApi, renderPage } from './dom.tsx';

describe('the embed page', () => {
  it('updates the snippets and the preview as filters are chosen', async () => {
    fakeApi({
      'GET /api/countries': () => [{ country: 'Germany', Count: 3 }],
      'GET /api/universities': () => [{ university: 'University of Freiburg', Count: 2 }],
      'GET /api/disciplines': () => [{ ai_department: 'Physics', Count: 1 }],
    });
    renderPage(<EmbedTestPage />, { path: '/embed-test' });
    const script = screen.getByLabelText('Script tag (recommended)');
    expect(script.textContent).toBe(
      `<script src="${location.origin}/widget.js" data-phd-finder data-limit="5" async></script>`,
    );

    await screen.findByRole('option', { name: 'University of Freiburg' });
    await screen.findByRole('option', { name: 'Physics' });
    await userEvent.selectOptions(screen.getByLabelText('University'), 'University of Freiburg');
    await userEvent.selectOptions(screen.getByLabelText('Discipline'), 'Physics');
    const limit = screen.getByLabelText('Number of openings (1 to 20)');
    await userEvent.clear(limit);
    await userEvent.type(limit, '80');
    expect(screen.getByText('Choose a number from 1 to 20; the code uses 8.')).toBeTruthy();
    await userEvent.type(limit, '{backspace}');

    expect(script.textContent).toBe(
      `<script src="${location.origin}/widget.js" data-phd-finder data-university="University of Freiburg" data-discipline="Physics" data-limit="8" async></script>`,
    );
    expect(screen.getByLabelText('Or an iframe').textContent).toContain(
      `${location.origin}/embed/opportunities?university=University+of+Freiburg&amp;discipline=Physics&amp;limit=8`,
    );
    const preview = screen.getByTestId('widget-preview').querySelector('script')!;
    expect(preview.getAttribute('src')).toBe('/widget.js');
    expect(preview.dataset).toMatchObject({ university: 'University of Freiburg', discipline: 'Physics', limit: '8' });
  });

  it('lists the universities, countries and disciplines alphabetically', async () => {
    fakeApi({
      'GET /api/countries': () => [
        { country: 'United Kingdom', Count: 9 },
        { country: 'Austria', Count: 1 },
      ],
      'GET /api/universities': () => [
        { university: 'University of Zurich', Count: 5 },
        { university: 'ETH Zurich', Count: 3 },
        { university: 'Aalto University', Count: 1 },
      ],
      'GET /api/disciplines': () => [
        { ai_department: 'Physics', Count: 4 },
        { ai_department: 'Biology', Count: 2 },
      ],
    });
    renderPage(<EmbedTestPage />, { path: '/embed-test' });
    await screen.findByRole('option', { name: 'Aalto University' });
    await screen.findByRole('option', { name: 'Biology' });
    await screen.findByRole('option', { name: 'Austria' });
    const choices = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.text).slice(1);
    expect(choices('University')).toEqual(['Aalto University', 'ETH Zurich', 'University of Zurich']);
    expect(choices('Country')).toEqual(['Austria', 'United Kingdom']);
    expect(choices('Discipline')).toEqual(['Biology', 'Physics']);
  });
});
