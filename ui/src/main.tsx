import '@picocss/pico/css/pico.min.css';
import './style.css';
import { render } from 'preact';
import { httpSource } from './admin-api.ts';
import { Dashboard } from './dashboard.tsx';
import { DashboardSourceContext } from './dashboard-source.ts';
import { createLiveFeed } from './live-feed.ts';

render(
  <DashboardSourceContext.Provider value={httpSource(createLiveFeed())}>
    <Dashboard />
  </DashboardSourceContext.Provider>,
  document.getElementById('dashboard')!,
);
