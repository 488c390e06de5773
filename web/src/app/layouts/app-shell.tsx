import { Outlet } from 'react-router';
import { HydrateLater } from '../../components/hydrate-later';
import { BottomBar, Footer } from './footer';
import { Sidebar } from './sidebar';

/** Public and user pages: sidebar, content, footer and the fixed bottom bar. */
export function AppShell() {
  return (
    <div className="min-h-screen md:pl-[60px]">
      {/* The first page hydrates in parts, each in a task of its own (hydrate-later.tsx): the page (and the parts
          of the page) first, then the sidebar's two, the footer, the bottom bar. */}
      <Sidebar />
      <div className="flex min-h-[calc(100vh-3.5rem)] flex-col md:min-h-screen md:pb-16">
        <main id="main" className="flex-1">
          <HydrateLater first>
            <Outlet />
          </HydrateLater>
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
