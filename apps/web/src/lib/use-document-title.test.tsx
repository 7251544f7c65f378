import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../components/ui/not-found-view';
import { renderRoutes, setUpPageTests } from '../test/page-test-utils';
import { useDocumentTitle } from './use-document-title';

setUpPageTests();

function Faq() {
  useDocumentTitle('a11y.title.faq');
  return <p>faq</p>;
}

describe('useDocumentTitle', () => {
  it('names each route "Page — Yolcu" from the catalogue, and a page without a title falls back to "Yolcu"', async () => {
    const { router } = renderRoutes(
      [
        { path: '/faq/', element: <Faq /> },
        { path: '/plain/', element: <p>plain</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      ['/faq/'],
    );
    expect(document.title).toBe('FAQ — Yolcu');
    await act(() => router.navigate('/nowhere/'));
    expect(document.title).toBe('Page not found — Yolcu');
    await act(() => router.navigate('/plain/'));
    expect(document.title).toBe('Yolcu');
  });
});
