// Smart Picks' rules (spec sections 2 and 5): sections, the sidebar's name and initials, the 10 limit.
import { describe, expect, it } from 'vitest';
import { initials, sectionOf, sidebarName, togglePick } from '../src/pages/smart-picks/smart-picks-rules.ts';

describe('Smart Picks rules', () => {
  it('reads the section from the address, defaulting to the saved opportunities', () => {
    expect(sectionOf(null)).toBe('saved-jobs');
    expect(sectionOf('recommended-jobs')).toBe('recommended-jobs');
    expect(sectionOf('my-applications')).toBe('my-applications');
    expect(sectionOf('elsewhere')).toBe('saved-jobs');
  });

  it('names the user by first and last name, else the e-mail before the @, else "User"', () => {
    expect(sidebarName({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' })).toBe('Ada Lovelace');
    expect(sidebarName({ first_name: 'Ada', email: 'ada@example.org' })).toBe('Ada');
    expect(sidebarName({ first_name: ' ', email: 'grace.hopper@example.org' })).toBe('grace.hopper');
    expect(sidebarName({})).toBe('User');
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('grace.hopper')).toBe('GH');
    expect(initials('User')).toBe('U');
  });

  it('allows 10 picks of a kind and answers the alert for an 11th, leaving the list as it was', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `Country ${i}`);
    expect(togglePick(ten, 'Country 11', 'countries')).toEqual({
      alert: 'Maximum 10 selections allowed for countries',
    });
    expect(togglePick(ten, 'Country 3', 'countries')).toEqual({ list: ten.filter((c) => c !== 'Country 3') });
    expect(togglePick(['A'], 'B', 'disciplines')).toEqual({ list: ['A', 'B'] });
  });
});
