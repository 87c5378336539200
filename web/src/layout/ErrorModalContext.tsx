// The "Error Occurred" dialog (spec section 2, "Other screens"): one instance for the whole app, so any
// screen can report a failure the user must acknowledge with `useErrorModal().show(message)`.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Modal } from '../components/ui/Modal.tsx';

interface ErrorModalApi {
  show(message: string): void;
}

const ErrorModalContext = createContext<ErrorModalApi | null>(null);

export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback((text: string) => setMessage(text), []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ErrorModalContext.Provider value={api}>
      {children}
      <Modal open={message !== null} title="Error Occurred" closeLabel="OK" onClose={() => setMessage(null)}>
        <p>{message}</p>
      </Modal>
    </ErrorModalContext.Provider>
  );
}

export function useErrorModal(): ErrorModalApi {
  const api = useContext(ErrorModalContext);
  if (!api) throw new Error('useErrorModal must be used inside <ErrorModalProvider>');
  return api;
}
