import { ServerSnapshots, useBusEvent } from '@quiz/bus/react';
import { type HostApi, HostContext } from '@quiz/federation';
import { match } from '@quiz/routes';
import { colors, GlobalStyles } from '@quiz/ui';
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter, useLocation, useNavigate } from 'react-router-dom';
import { AuthModalHost } from './auth/AuthModalHost';
import { Footer } from './layout/Footer';
import { Navbar } from './layout/Navbar';
import { OverlayHost } from './overlay/OverlayHost';
import { RouteHost } from './router/RouteHost';
import type { ServerPage } from './server-page';
import { ToastHost } from './toast/ToastHost';

/** Serves the bus command `nav.go` with the router. */
function NavGo() {
  const navigate = useNavigate();
  useBusEvent('nav.go', ({ to, replace }) => navigate(to, { replace: Boolean(replace) }));
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // a full-screen route (the venue's TV view of live results) has no navbar and no footer
  if (match(pathname)?.route.fullScreen) {
    return (
      <main id="main" css={{ minHeight: '100vh', background: colors.primary }}>
        {children}
      </main>
    );
  }
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: colors.bg }}>
      <Navbar />
      {/* At least a screen tall: the footer stays below the fold while the page is still empty, so
          the content arriving does not push it away (layout shift). */}
      <main id="main" css={{ flex: 1, minHeight: '100vh' }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

export interface AppProps {
  host: HostApi;
  /** present when the page arrived rendered by the server: the app takes it over (hydration) */
  serverPage?: ServerPage | null;
  /** the server render's URL (the browser's history otherwise) */
  location?: string;
}

function Router({ location, children }: { location?: string | undefined; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

export function App({ host, serverPage = null, location }: AppProps) {
  return (
    <ServerSnapshots values={serverPage?.snapshots ?? null}>
      <HostContext.Provider value={host}>
        <Router location={location}>
          <GlobalStyles />
          <NavGo />
          <Layout>
            <RouteHost host={host} serverPage={serverPage} />
          </Layout>
          <OverlayHost host={host} />
          <AuthModalHost />
          <ToastHost />
        </Router>
      </HostContext.Provider>
    </ServerSnapshots>
  );
}
