import '@/styles/global.css';
import { getAccessToken } from '@/features/auth/token-cookies';
import { startLightSignIn } from '@/boot/light-sign-in';

const root = document.getElementById('root')!;
const { pathname, search } = window.location;
// A visitor who is not signed in and opens /login (not the return of a third-party sign-in) gets
// the sign-in page alone; everything else needs the app (docs/adr/0056).
const params = new URLSearchParams(search);
if (pathname === '/login' && !getAccessToken() && !params.has('code')) startLightSignIn(root);
else void import('@/boot/app').then((m) => m.startApp(root));
