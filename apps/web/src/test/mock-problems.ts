// Answers a mocked fetch gave that the API never would (api-mock.ts finds them); test/setup.ts
// fails the test with them once its cleanup has run, so one drifted mock fails one test only.

const problems: string[] = [];

export function reportMockProblem(problem: string): void {
  problems.push(problem);
}

export function throwMockProblems(): void {
  const found = problems.splice(0);
  if (found.length) throw new Error(`A mocked answer is not the API's:\n${found.join('\n')}`);
}
