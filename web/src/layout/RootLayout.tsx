import { Outlet } from 'react-router-dom';

export function RootLayout() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-20">
      <Outlet />
    </main>
  );
}
