// How a source's items are mapped (issue 31): the context mapItem reads for one source and owner, and
// the refusal of an item that repeats another's key. A run and a preview (a dry run) share both, so a
// preview shows exactly what the run will publish or refuse.
import type { MapContext } from '../mapping/map-item.ts';
import type { MappingTarget } from '../mapping/headers.ts';
import type { SourceOwner } from './write-item.ts';

/** A source's saved mapping and defaults as stored (JSON) or as given to a preview. */
export interface MappingSettings {
  mapping?: unknown;
  defaults?: unknown;
}

export function sourceMapContext(
  source: MappingSettings,
  owner: Pick<SourceOwner, 'fixed'>,
  universities: MapContext['universities'],
  now: Date,
): MapContext {
  const defaults = (source.defaults ?? {}) as {
    university?: string;
    country?: string;
    department?: string;
    timeZone?: string;
  };
  return {
    mapping: (source.mapping ?? {}) as Record<string, MappingTarget>,
    defaults: {
      // A recruiter's or a site's positions are at their university whatever the item says.
      university: owner.fixed.universityName ?? defaults.university,
      country: defaults.country,
      department: defaults.department,
    },
    timeZone: defaults.timeZone,
    universities,
    now,
  };
}

/** Why an item whose id or link an earlier row (`firstRow`) already had is refused: a key names one position. */
export const repeatsKey = (firstRow: number): string => `Repeats the id or link of row ${firstRow}`;
