/**
 * The script of the social callback page (served as `/social/callback.js`, so the page needs no
 * inline script): reads the page's JSON block and posts `SocialResult { resultUri }` to the
 * window that opened the popup, with the dApp's origin (kept server-side with the login) as the
 * target origin, so no other page can receive it. The dApp closes the popup.
 */
export const SOCIAL_CALLBACK_SCRIPT = `(function () {
  var element = document.getElementById('portico-social-result');
  if (!element || !window.opener) return;
  var data;
  try { data = JSON.parse(element.textContent || ''); } catch (error) { return; }
  if (!data || typeof data.resultUri !== 'string' || typeof data.targetOrigin !== 'string') return;
  window.opener.postMessage(
    { channel: 'portico-embedded', type: 'SocialResult', payload: { resultUri: data.resultUri } },
    data.targetOrigin
  );
})();
`
