import { on } from '@quiz/bus';
import { HostContext } from '@quiz/federation';
import { colors, GlobalStyles } from '@quiz/ui';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AuthModalHost } from './auth/AuthModalHost';
import { host } from './host';
import { Footer } from './layout/Footer';
import { Navbar } from './layout/Navbar';
import { OverlayHost } from './overlay/OverlayHost';
import { RouteHost } from './router/RouteHost';
import { ToastHost } from './toast/ToastHost';

/** Serves the bus command `nav.go` with the router. */
function NavGo() {
  const navigate = useNavigate();
  useEffect(() => {
    const sub = on('nav.go').subscribe(({ to, replace }) => navigate(to, { replace: Boolean(replace) }));
    return () => sub.unsubscribe();
  }, [navigate]);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: colors.bg }}>
      <Navbar />
      {/* At least a screen tall: the footer stays below the fold while the page is still empty, so
          the content arriving does not push it away (layout shift, issue 16). */}
      <main id="main" css={{ flex: 1, minHeight: '100vh' }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

export function App() {
  return (
    <HostContext.Provider value={host}>
      <BrowserRouter>
        <GlobalStyles />
        <NavGo />
        <Layout>
          <RouteHost host={host} />
        </Layout>
        <OverlayHost host={host} />
        <AuthModalHost />
        <ToastHost />
      </BrowserRouter>
    </HostContext.Provider>
  );
}
