// The app page (index.html): one instance of the component on <main>, with
// every part shown, opening the puzzle in the address. Share writes its
// link into the address bar.
import { createApp } from './app.js';

const app = createApp(document.getElementById('app'), { mode: 'full', prefix: '', history: true });
app.ready.then(() => app.open(location.search));
