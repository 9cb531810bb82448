// The silent sign-in check's landing page (authProvider/keycloak.ts): keycloak-js loads the
// identity provider in a hidden frame of the console, the provider answers here (a code, or
// 'login_required'), and this page hands the answer to the console, which is its own origin.
parent.postMessage(location.href, location.origin);
