// The original web client's recommendations (decision 071: the close section only on request):
// it asks for `?page=1&limit=1000` and knows nothing of sections, so it must get must-have
// matches only — never a "close" card it cannot label. Our web asks for the close section.
import { describe, expect, it } from 'vitest';
import { useOriginalClient } from './test/original-client';

describe('the original web client against our API (decision 020)', () => {
  const client = useOriginalClient();
  const { send, family, createSingle } = client;

  it('6: a request that does not ask for the close section gets must-have matches only', async () => {
    // A sister whose single is AA and who chose AA or AS.
    const sister = await family('FEMALE', 'Rahmat');
    const herSingle = await createSingle(sister.token, { genotype: 'AA' });
    const saved = await send('POST', `/parent/child/preference/${herSingle}`, sister.token, {
      minAge: 18,
      genotypes: ['AA', 'AS'],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // Two brothers: AA (meets her choice) and SS (safe with her AA, but not her choice).
    const brother = await family('MALE', 'Yusuf');
    const aa = await createSingle(brother.token, { firstName: 'Yusuf', genotype: 'AA' });
    const other = await family('MALE', 'Bashir');
    const ss = await createSingle(other.token, { firstName: 'Bashir', genotype: 'SS' });

    // The client's dashboard call, as it sends it.
    const res = await send(
      'GET',
      `/parent/child/${herSingle}/recommendations?page=1&limit=1000`,
      sister.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data.recommendations as { id: string }[]).map((c) => c.id);
    expect(ids).toContain(aa);
    expect(ids).not.toContain(ss);
    expect(res.json().data.totalCount).toBe(ids.length);

    // Our web asks for the close section: there he is, saying what differs.
    const ours = await send(
      'GET',
      `/parent/child/${herSingle}/recommendations?page=1&limit=100&include=close`,
      sister.token,
    );
    const card = (
      ours.json().data.recommendations as {
        id: string;
        fit: { section: string; differs: { key: string }[] };
      }[]
    ).find((c) => c.id === ss);
    expect(card?.fit.section).toBe('close');
    expect(card?.fit.differs.map((d) => d.key)).toEqual(['genotypes']);
  });
});
