// Whether a main-site user is signed in, for the save toggles and the application area.
import { useCurrentUser } from '../../layout/useCurrentUser.ts';

export function useSignedIn(): boolean {
  return useCurrentUser().user !== null;
}
