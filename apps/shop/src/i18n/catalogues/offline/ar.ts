/** The Arabic messages of the connection bar and the update prompt: the same keys as 'en.ts' (a test checks). */
import type { OfflineMessageKey } from './en.ts';

export const offlineAr: Record<OfflineMessageKey, string> = {
  'offline.banner.offline': 'أنت غير متصل. الصفحات التي شاهدتها ما زالت تفتح، أما الطلب فيحتاج إلى اتصال.',
  'offline.banner.back': 'عاد الاتصال.',
  'offline.update.ready': 'إصدار جديد من المتجر جاهز.',
  'offline.update.reload': 'أعد التحميل للتحديث',
};
