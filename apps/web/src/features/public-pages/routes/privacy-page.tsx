import { privacyPolicy } from '@/content/legal';
import { pageMeta } from '@/content/meta';
import { usePageMeta } from '@/lib/page-meta';
import { LegalDocument } from '../components/legal-document';

/** `/privacy`: Privacy Policy. */
export function PrivacyPage() {
  usePageMeta({ ...pageMeta.privacy, type: 'article' });
  return <LegalDocument document={privacyPolicy} />;
}
