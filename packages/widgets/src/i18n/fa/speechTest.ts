import type { Catalogue } from '@pte-kit/core';
import type { speechTestMessages } from '../../SpeechTest/messages';

export default {
  title: 'آزمون گفتار',
  intro: 'مطمئن شوید میکروفونتان کار می‌کند و تشخیص گفتار ما حرف‌هایتان را می‌فهمد.',
  transcribing: 'در حال نوشتن آنچه گفتید…',
  opening: 'در حال باز کردن میکروفون…',
  recording: 'در حال ضبط: حالا صحبت کنید.',
  stopping: 'در حال آماده‌سازی ضبط…',
  idle: 'روی میکروفون بزنید و یک جمله بگویید؛ ضبط بعد از {n, number} ثانیه خودش تمام می‌شود.',
  stop: 'توقف ضبط',
  start: 'شروع ضبط',
  heard: 'آنچه شنیدیم',
  placeholder: 'بعد از ضبط، جمله‌تان اینجا می‌آید.',
  nothingHeard: 'هیچ واژه‌ای تشخیص داده نشد. کمی بلندتر یا نزدیک‌تر به میکروفون صحبت کنید و دوباره امتحان کنید.',
  microphoneSetup: 'تنظیم میکروفون',
} satisfies Catalogue<typeof speechTestMessages>;
