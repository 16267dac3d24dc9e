/**
 * The script of the social callback page (served as `/social/callback.js`, so the page needs no
 * inline script): reads the page's JSON block and posts `SocialResult { resultUri }` to the
 * windows of the secure origin it can reach — the opener itself (the frame's own popup, before a
 * key export) and the opener's frames (the dApp opened the popup; the wallet frame is one of its
 * frames) — always with the secure origin as the target origin, so the browser delivers it to no
 * page of another origin: the dApp never receives it (issue 16). The dApp closes the popup.
 */
export const SOCIAL_CALLBACK_SCRIPT = `(function () {
  var element = document.getElementById('portico-social-result');
  if (!element || !window.opener) return;
  var data;
  try { data = JSON.parse(element.textContent || ''); } catch (error) { return; }
  if (!data || typeof data.resultUri !== 'string') return;
  var message = { channel: 'portico-embedded', type: 'SocialResult', payload: { resultUri: data.resultUri } };
  var targets = [window.opener];
  try {
    for (var i = 0; i < window.opener.frames.length; i++) targets.push(window.opener.frames[i]);
  } catch (error) {}
  for (var j = 0; j < targets.length; j++) {
    try { targets[j].postMessage(message, location.origin); } catch (error) {}
  }
})();
`
