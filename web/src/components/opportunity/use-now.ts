import { useState } from 'react';

/** The time the component first rendered (ms), so badges and deadlines stay stable across re-renders. */
export function useNow(): number {
  const [now] = useState(Date.now);
  return now;
}
