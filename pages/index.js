// The app page's script (index.html; copied beside it as index.js). It is
// the host, not the component: it picks the page's <main> as the root of
// one instance with every part shown, and opens the puzzle in the address.
// Share writes its link into the address bar.
import { createApp } from './element/app/app.js';

const app = createApp(document.getElementById('app'), { mode: 'full', prefix: '', history: true });
app.ready.then(() => app.open(location.search));
