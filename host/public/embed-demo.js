// The embed demo page: the element, the learner token from the app's own sign-in, and the events it sends.
const practice = document.getElementById('practice');
const params = new URLSearchParams(location.search);
if (params.get('task')) practice.setAttribute('task', params.get('task'));
if (params.get('question')) practice.setAttribute('question-id', params.get('question'));
// A partner page supplies its learner's token; this demo, served by the app itself, reuses the app's sign-in.
const session = () => { try { return JSON.parse(localStorage.getItem('pte-session')); } catch { return null; } };
if (!session()) document.getElementById('signin-note').hidden = false;
practice.getToken = () => session()?.accessToken ?? null;
const log = (line) => (document.getElementById('events').textContent += line + '\n');
practice.addEventListener('pte-submit', (event) => log('pte-submit ' + JSON.stringify(event.detail.submission)));
practice.addEventListener('pte-score', (event) => log('pte-score score=' + event.detail.record.score + '/' + event.detail.record.maxScore));
