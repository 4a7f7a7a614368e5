import { useLocation } from 'react-router';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { legalDocuments } from '../legal-text';

export default function LegalPage() {
  const { pathname } = useLocation();
  const doc = legalDocuments[pathname as keyof typeof legalDocuments] ?? legalDocuments['/privacy-policy'];
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle subtitle={`Last updated ${doc.updated}`}>{doc.title}</PageTitle>
      <article className="space-y-6 rounded-xl bg-white p-6 shadow-sm">
        {doc.sections.map((s) => (
          <section key={s.heading}>
            <h2 className="text-lg font-semibold">{s.heading}</h2>
            {s.body.map((p, i) => (
              <p key={i} className="mt-2 text-slate-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </PageContainer>
  );
}
