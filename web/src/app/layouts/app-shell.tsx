import { Outlet } from 'react-router';
import { HydrateLater } from '../../components/hydrate-later';
import { BottomBar, Footer } from './footer';
import { Sidebar } from './sidebar';

/** Public and user pages: sidebar, content, footer and the fixed bottom bar. */
export function AppShell() {
  return (
    <div className="min-h-screen md:pl-[60px]">
      {/* The page's own content hydrates first; the shell around it in tasks of its own (hydrate-later.tsx). */}
      <HydrateLater>
        <Sidebar />
      </HydrateLater>
      <div className="flex min-h-[calc(100vh-3.5rem)] flex-col md:min-h-screen md:pb-16">
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <HydrateLater>
          <Footer />
        </HydrateLater>
      </div>
      <HydrateLater>
        <BottomBar />
      </HydrateLater>
    </div>
  );
}
