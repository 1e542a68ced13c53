/**
 * The Persian of the answer areas and the scored-answer views: one chunk, fetched on a Persian page only, since these
 * areas are in the one-question page's bytes (`useAnsweringArea` registers each before its first message).
 */
import type { Catalogue } from '@pte-kit/core';
import type { answerAreaMessages } from '../../AnswerArea/messages';
import type { blankMessages } from '../../ReadingAnswer/blankMessages';
import type { reorderMessages } from '../../ReadingAnswer/reorderMessages';
import type { listeningAnswerMessages } from '../../ListeningAnswer/messages';
import type { writingAnswerMessages } from '../../WritingAnswer/messages';
import type { speakingAnswerMessages } from '../../SpeakingAnswer/messages';
import type { scoredAnswerMessages } from '../../ScoreModal/scoredAnswerMessages';
import type { scoreDetailMessages } from '../../WritingScore/messages';
import type { mediaMessages } from '../../media/mediaMessages';

export const answerArea = {
  recorded: 'پاسخ این سؤال را باید ضبط کنید.',
  noReadingArea: 'این سؤال بخش پاسخ ریدینگ ندارد.',
  options: '{kind, select, highlightCorrectSummary {خلاصه‌ها} selectMissingWord {گزینه‌های تکمیل فایل صوتی} other {گزینه‌ها}}',
  correctAnswer: 'پاسخ درست',
  correct: 'درست',
  wrong: '{expected, select, yes {نادرست، پاسخ درست:} other {نادرست}}',
} satisfies Catalogue<typeof answerAreaMessages>;

export const blanks = {
  blank: 'جای خالی {n}',
  blankFilled: 'جای خالی {n}: {word}',
  blankEmpty: 'جای خالی {n}: خالی',
  placed: '{word} در جای خالی {n} گذاشته شد.',
  returned: '{word} به جعبهٔ واژه‌ها برگشت.',
  wordBox: 'جعبهٔ واژه‌ها',
  allPlaced: 'همهٔ واژه‌ها سر جایشان گذاشته شده‌اند.',
  dragHint: 'واژه‌ای را به یک جای خالی بکشید، یا اول واژه و بعد جای خالی را انتخاب کنید. با انتخاب یک جای پرشده، واژه‌اش به جعبه برمی‌گردد.',
  typeHint: 'در هر جای خالی یک واژه بنویسید.',
} satisfies Catalogue<typeof blankMessages>;

export const reorder = {
  hint: 'کادرها را به ترتیب درست بکشید، از «بالاتر» و «پایین‌تر» استفاده کنید، یا روی یک کادر Alt+↑ و Alt+↓ را بزنید.',
  yourOrderHint: 'ترتیبی که شما برای پاراگراف‌ها چیدید.',
  paragraphs: 'پاراگراف‌ها',
  paragraph: 'پاراگراف',
  moveUp: 'بالاتر',
  moveDown: 'پایین‌تر',
  moveUpLabel: 'بردن پاراگراف {letter} به بالا',
  moveDownLabel: 'بردن پاراگراف {letter} به پایین',
  moved: 'پاراگراف {letter} به جایگاه {position} از {total} رفت.',
  yourOrder: 'ترتیب شما',
  pair: '{first} سپس {second}: {right, select, yes {جفت درست، ۱ امتیاز} other {جفت نادرست، بدون امتیاز}}',
  rule: 'هر دو پاراگراف کنار هم که در ترتیب درست هم پشت سر هم بیایند ۱ امتیاز دارند: {right} جفت از {total} جفت درست است.',
  correctOrder: 'ترتیب درست',
  correctOrderIs: 'ترتیب درست: <order>',
} satisfies Catalogue<typeof reorderMessages>;

export const listeningAnswer = {
  transcript: 'متن فایل صوتی',
  wordState: '{state, select, correct { (درست)} wrong { (نادرست)} missed { (جاافتاده: این واژه فرق دارد)} other {}}',
  highlightHint: 'واژه‌هایی را که با فایل صوتی فرق دارند انتخاب کنید؛ برای برداشتن انتخاب، دوباره رویش بزنید. با کلیدهای جهت‌نما بین واژه‌ها بروید.',
  key: 'راهنمای رنگ‌ها',
  changedHighlighted: 'واژهٔ تغییرکرده، انتخاب‌شده',
  unchangedHighlighted: 'واژهٔ بی‌تغییر، انتخاب‌شده',
  changedMissed: 'واژهٔ تغییرکرده، جاافتاده',
  dictationLabel: 'جمله‌ای را که شنیدید بنویسید',
  wordCount: 'تعداد واژه‌ها: {n}',
  written: '{written} واژه از {total} واژهٔ جمله نوشته شد.',
  sentenceWords: 'واژه‌های جمله',
  wordWritten: '{correct, select, yes {، نوشته‌شده} other {، جاافتاده}}',
} satisfies Catalogue<typeof listeningAnswerMessages>;

export const writingAnswer = {
  label: '{kind, select, writeEssay {مقالهٔ شما} writeEmail {ایمیل شما} other {خلاصهٔ شما}}',
  wordCount: 'تعداد واژه‌ها: {n}',
  limits: '{min} تا {max} واژه',
  status: '{status, select, below {کمتر از حداقل} above {بیشتر از حداکثر} within {در محدودهٔ مجاز} other {}}',
} satisfies Catalogue<typeof writingAnswerMessages>;

export const speakingAnswer = {
  yourAnswer: 'پاسخ شما',
  phase: '{phase, select, playing {به فایل صوتی گوش دهید} preparing {ضبط تا {n} ثانیهٔ دیگر شروع می‌شود} recording {در حال ضبط…} other {تمام شد}}',
  again: 'برای پاسخ دوباره، «ضبط» را بزنید',
  preparation: 'زمان آمادگی',
  skip: 'رد شدن',
  recorder: 'ضبط پاسخ، {n} ثانیه',
  hint: '{n} ثانیه برای پاسخ وقت دارید. ضبط در پایان زمان یا پس از ۳ ثانیه سکوت خودش متوقف می‌شود.',
  silenceStopped: 'ضبط خودکار متوقف شد، چون ۳ ثانیه صدایی شنیده نشد.',
} satisfies Catalogue<typeof speakingAnswerMessages>;

export const scoredAnswer = {
  noAnswer: 'بی‌پاسخ',
  judged: '{correct, select, yes {(درست)} other {(نادرست)}}',
  correctAnswerIs: 'پاسخ درست: ',
  yourChoice: '{correct, select, yes { (انتخاب شما، درست)} other { (انتخاب شما، نادرست)}}',
  correctAnswer: 'پاسخ درست',
  yourSentence: 'جملهٔ شما',
} satisfies Catalogue<typeof scoredAnswerMessages>;

export const scoreDetail = {
  estimateTitle: 'تخمینی.',
  estimate: 'هر نمرهٔ هوش مصنوعی تخمینی است از نمره‌ای که آزمون به این پاسخ می‌دهد، نه نمرهٔ رسمی PTE.',
  trait: 'معیار',
  score: 'نمره',
  comment: 'توضیح',
  traitName: '{key, select, Content {محتوا} Form {فرم} Formal_requirements {الزامات فرم} Grammar {دستور زبان} Vocabulary {واژگان} Vocabulary_range {گسترهٔ واژگان} General_linguistic_range {گسترهٔ زبانی} Spelling {املا} Organisation {سازمان‌دهی} Email_conventions {قواعد نگارش ایمیل} Oral_fluency {روانی گفتار} Pronunciation {تلفظ} Appropriacy {تناسب پاسخ} other {{name}}}',
  outOf: '{score} از {max}',
  scoresByTrait: 'نمره‌ها بر اساس معیار',
  spokenWord: '{type, select, GOOD {واضح} AVERAGE {نه‌چندان واضح} BAD {به‌سختی قابل تشخیص} MISSED {شنیده نشد} other {واژهٔ اضافه}}',
  pronunciation: '{label}، تلفظ {n} از ۱۰۰',
  verdict: '{correct, select, yes {پاسخ درست} other {پاسخ نادرست}}',
  yourRecording: 'صدای ضبط‌شدهٔ شما',
  whatWeHeard: 'آنچه شنیدیم',
  noSpeech: 'در این فایل هیچ گفتاری تشخیص داده نشد.',
  colours: 'رنگ‌ها',
  recognised: 'متن تشخیص‌داده‌شده: ',
  fluency: 'روانی',
  speed: 'سرعت گفتار',
  wordsPerMinute: '{n} واژه در دقیقه',
  speech: 'گفتار',
  speechOf: '{speech} از {total} ثانیه',
  pauses: 'مکث‌ها',
  hesitations: 'تردیدها',
  writtenWord: '{type, select, MISSPELLED {غلط املایی} GRAMMATICAL {خطای دستوری} EXTRA {واژهٔ اضافه} other {واژهٔ جاافتاده}}',
  severity: '{type, select, CRITICAL {جدی} MODERATE {متوسط} MINOR {جزئی} MISSED {واژهٔ جاافتاده} other {واژهٔ اضافه}}',
  wordCount: 'تعداد واژه‌ها: {n} · {within, select, yes {در محدودهٔ مجاز} other {بیرون از محدودهٔ مجاز}}',
  limits: ' ({min} تا {max} واژه)',
  keyPoints: 'نکته‌های کلیدی پوشش‌داده‌شده: {covered} از {total}',
  yourWords: 'واژه‌های شما',
  noWords: 'هیچ واژه‌ای نوشته نشده است.',
  wordsKey: 'راهنمای واژه‌های علامت‌خورده',
  spellingAndGrammar: 'املا و دستور زبان',
  count: '{count, select, correctWords {واژه‌های درست} spellingErrors {غلط‌های املایی} grammarCritical {خطاهای دستوری: جدی} grammarModerate {خطاهای دستوری: متوسط} grammarMinor {خطاهای دستوری: جزئی} extraWords {واژه‌های اضافه} other {واژه‌های جاافتاده}}',
  grammarErrors: 'خطاهای دستوری',
  suggestion: 'پیشنهاد: {suggestion}',
  tip: 'پیشنهاد: {suggestion}.',
  noGrammarErrors: 'هیچ خطای دستوری پیدا نشد.',
} satisfies Catalogue<typeof scoreDetailMessages>;

export const media = {
  play: 'پخش',
  pause: 'توقف',
  position: 'جای پخش',
  timeOf: '{time} از {total}',
  playAfter: 'پخش تا {n} ثانیهٔ دیگر',
  playing: 'در حال پخش',
  ended: 'پخش تمام شد',
  timeLeft: '{time} مانده',
  speed: 'سرعت',
  volume: 'بلندی صدا',
  speaker: 'گوینده',
  random: 'تصادفی',
  record: 'ضبط',
  opening: 'در حال باز کردن میکروفون…',
  upTo: 'حداکثر {limit}',
  getReady: 'آماده شوید…',
  stop: 'پایان ضبط',
  level: 'سطح صدای میکروفون',
  preparing: 'در حال آماده‌سازی صدای ضبط‌شده…',
  yourRecording: 'صدای ضبط‌شدهٔ شما',
  tryAgain: 'دوباره امتحان کنید',
  enabled: 'میکروفون فعال شد. برای شروع، «ضبط» را بزنید.',
  afterBeep: 'ضبط بعد از صدای بوق شروع می‌شود.',
  recording: 'در حال ضبط…',
  recorded: '{time} ضبط شد.',
  couldNotStart: 'ضبط شروع نشد.',
  couldNotEncode: 'صدای ضبط‌شده آماده نشد.',
} satisfies Catalogue<typeof mediaMessages>;
