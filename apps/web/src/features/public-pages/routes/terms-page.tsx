import { termsFeesParagraph, termsOfService } from '@/content/legal';
import { pageMeta } from '@/content/meta';
import { usePageMeta } from '@/lib/page-meta';
import { usePublicSettings } from '@/lib/settings/public-settings';
import { LegalDocument } from '../components/legal-document';

/** `/terms`: Terms of Service, stating the withdrawal fee the admin set. */
export function TermsPage() {
  usePageMeta({ ...pageMeta.terms, type: 'article' });
  const fees = usePublicSettings().settings.withdrawals;
  const document = {
    ...termsOfService,
    sections: termsOfService.sections.map((section) =>
      section.id === 'fees' ? { ...section, paragraphs: [termsFeesParagraph(fees)] } : section,
    ),
  };
  return <LegalDocument document={document} />;
}
