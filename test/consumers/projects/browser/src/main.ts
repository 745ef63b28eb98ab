import { startMock } from './mock.ts';

// The tests drive the store from the page, as an app's own debugging helpers would.
Object.assign(window, { store: await startMock() });
document.body.dataset.mock = 'ready';
