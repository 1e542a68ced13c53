import type { Catalogue } from '@pte-kit/core';
import type { embedMessages } from '../embedMessages';

export default {
  notStarted: 'ورود شروع نشد. این پنجره را ببندید و دوباره امتحان کنید.',
  notAllowed: '{origin} اجازه ندارد شما را به PTE Practice وارد کند.',
  noOrigin: 'این پنجرهٔ ورود باز شده بی‌آنکه بگوید کدام سایت آن را خواسته است.',
  signInHere: 'این پنجره را ببندید و در خود PTE Practice وارد شوید.',
  opening: 'در حال باز کردن صفحهٔ ورود…',
  notHere: 'این ورود از این‌جا شروع نشده است. این پنجره را ببندید و دوباره از مقاله وارد شوید.',
  noCode: 'سرویس ورود کدی نفرستاد. این پنجره را ببندید و دوباره وارد شوید.',
  noOpener: 'مقاله‌ای که ورود را خواست دیگر باز نیست. دوباره بازش کنید و از همان‌جا وارد شوید.',
  done: 'وارد شدید. به مقاله در {origin} برگردید؛ می‌توانید این پنجره را ببندید.',
  signingIn: 'در حال ورود…',
} satisfies Catalogue<typeof embedMessages>;
