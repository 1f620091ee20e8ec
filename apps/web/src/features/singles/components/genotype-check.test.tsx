import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildProfile } from '@waliyy/contract/children';
import type { GenotypeCheck } from '@waliyy/contract/genotype-evidence';
import { GENOTYPE_FILE_MAX_BYTES } from '@waliyy/contract/genotype-file';
import { makeChildProfile } from '@waliyy/contract/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contractProblem } from '../../../test/api-contract';
import { json, mockApi } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';

// Decision 083, the genotype checked: the single's "Genotype check" section in Settings › User.

const PROFILE: ChildProfile = makeChildProfile({ genotype: 'AS', speakersListenedTo: [] });
const NONE: GenotypeCheck = {
  state: 'none',
  genotype: null,
  fileType: null,
  size: null,
  uploadedAt: null,
  decidedAt: null,
  reason: null,
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 1, 2]);

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** XMLHttpRequest as the upload uses it: what was sent, progress, then the answer given. */
function fakeXhr(answer: (sent: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getResponseHeader() {
      return null;
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      const reply = answer(this.request);
      const path = this.request.url.replace('/api/v1', '');
      expect(contractProblem(`${this.request.method} ${path}`, reply.status, reply.body)).toBe(
        undefined,
      );
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function mockSingle(check: GenotypeCheck) {
  return mockApi({
    'GET /account': () =>
      json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
    'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
    'GET /parent/child/c1/genotype-evidence': () =>
      json(200, { message: 'Genotype check.', data: check }),
  });
}

const section = async () =>
  screen.findByRole('region', { name: 'Genotype check' }, LAZY).then((region) => {
    expect(region.closest('#genotype-check')).not.toBeNull();
    return region;
  });

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('/settings › User › Genotype check', { timeout: 30_000 }, () => {
  it('checks the file by its bytes and size before sending, then uploads it with its kind', async () => {
    mockSingle(NONE);
    const sent = fakeXhr(() => ({
      status: 200,
      body: {
        message: 'The lab result is uploaded. Our team will check it soon.',
        data: {
          ...NONE,
          state: 'pending',
          genotype: 'AS',
          fileType: 'image/png',
          size: PNG.length,
          uploadedAt: '2026-12-06T10:00:00.000Z',
        },
      },
    }));
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/settings');
    const region = await section();
    expect(await within(region).findByText('Not checked yet.')).toBeVisible();
    expect(region).toHaveTextContent('genotype on the profile (AS)');
    const input = within(region).getByLabelText('Lab result (PDF, JPEG or PNG, at most 5 MB)');
    const upload = within(region).getByRole('button', { name: 'Upload the lab result' });

    await user.click(upload);
    expect(within(region).getByText('Choose the lab result to upload.')).toBeVisible();
    // A program named like a picture: refused by its bytes, nothing sent.
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4])], 'lab.png', {
      type: 'image/png',
    });
    await user.upload(input, program);
    await user.click(upload);
    expect(
      within(region).getByText('The lab result must be a PDF, JPEG or PNG file.'),
    ).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Over 5 MB: refused before it is read or sent.
    const large = new File([PNG], 'scan.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: GENOTYPE_FILE_MAX_BYTES + 1 });
    await user.upload(input, large);
    await user.click(upload);
    expect(within(region).getByText('The lab result must be 5 MB or smaller.')).toBeVisible();
    expect(sent).toEqual([]);

    // A PNG called .pdf and declared as anything: sent as what its bytes are.
    await user.upload(input, new File([PNG], 'result.pdf', { type: 'application/pdf' }));
    await user.click(upload);
    expect(
      await screen.findByText('The lab result is uploaded. Our team will check it soon.'),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/parent/child/c1/genotype-evidence',
      headers: { 'content-type': 'image/png', authorization: expect.stringMatching(/^Bearer /) },
    });
    expect(
      await within(region).findByText('Waiting for a check. We will e-mail you the result.'),
    ).toBeVisible();
    expect(
      within(region).getByRole('button', { name: 'Upload another file instead' }),
    ).toBeVisible();
  });

  it('says a rejection with its reason, and offers a new upload', async () => {
    mockSingle({
      ...NONE,
      state: 'rejected',
      genotype: 'AS',
      fileType: 'image/jpeg',
      size: 2048,
      uploadedAt: '2026-12-01T10:00:00.000Z',
      decidedAt: '2026-12-02T10:00:00.000Z',
      reason: 'The name on the result is not the single’s.',
    });
    renderApp('/settings');
    const region = await section();
    expect(
      await within(region).findByText('Rejected: The name on the result is not the single’s.'),
    ).toBeVisible();
    expect(
      within(region).getByText('You may upload a clearer or more recent lab result.'),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Upload the lab result' })).toBeVisible();
  });

  it('once checked, says so and asks for nothing', async () => {
    mockSingle({
      ...NONE,
      state: 'checked',
      genotype: 'AS',
      decidedAt: '2026-12-02T10:00:00.000Z',
    });
    renderApp('/settings');
    const region = await section();
    expect(
      await within(region).findByText('Checked. Other families see that the genotype is checked.'),
    ).toBeVisible();
    expect(region).toHaveTextContent('Our team checked Aisha’s genotype (AS)');
    await waitFor(() => expect(within(region).queryByRole('button')).toBeNull());
    expect(within(region).queryByLabelText(/Lab result/)).toBeNull();
  });
});
