import { termsOfService } from '@/content/legal';
import { pageMeta } from '@/content/meta';
import { usePageMeta } from '@/lib/page-meta';
import { LegalDocument } from '../components/legal-document';

/** `/terms`: Terms of Service. */
export function TermsPage() {
  usePageMeta({ ...pageMeta.terms, type: 'article' });
  return <LegalDocument document={termsOfService} />;
}
