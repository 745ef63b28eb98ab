import '@picocss/pico/css/pico.min.css';
import './style.css';
import { render } from 'preact';
import { Dashboard } from './dashboard.tsx';
import { createLiveFeed, LiveFeedContext } from './live-feed.ts';

render(
  <LiveFeedContext.Provider value={createLiveFeed()}>
    <Dashboard />
  </LiveFeedContext.Provider>,
  document.getElementById('dashboard')!,
);
