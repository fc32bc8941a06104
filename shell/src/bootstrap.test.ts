// The shell starts in stages, one task each (issue 15): React DOM, the design system and the shell's components are
// evaluated only after a break in the main thread each, and the first stage, which sends the page's requests,
// evaluates neither React DOM nor the design system. The modules are real; a module's evaluation is seen through a
// pass-through mock that notes it, and the breaks are held until the test lets them go.
const mockEvaluated: string[] = [];
const mockBreaks: Array<() => void> = [];

jest.mock('react-dom/client', () => {
  mockEvaluated.push('react-dom/client');
  return jest.requireActual('react-dom/client');
});
jest.mock('@mekong/ui', () => {
  mockEvaluated.push('@mekong/ui');
  return jest.requireActual('@mekong/ui');
});
jest.mock('@mekong/ui/yield', () => ({
  yieldToBrowser: () => new Promise<void>((resolve) => mockBreaks.push(resolve)),
}));

/** Lets every promise callback queued so far (and those they queue) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

beforeEach(() => {
  mockEvaluated.length = 0;
  mockBreaks.length = 0;
  jest.resetModules();
});

it('evaluates React DOM, the design system and the components each after a break of its own', async () => {
  jest.doMock('./app/startShell', () => {
    mockEvaluated.push('startShell');
    return {
      startShell: () => {
        mockEvaluated.push('startShell()');
        return { started: true };
      },
    };
  });
  jest.doMock('./app/mountShell', () => {
    mockEvaluated.push('mountShell');
    return { mountShell: (started: unknown) => mockEvaluated.push(`mountShell(${JSON.stringify(started)})`) };
  });
  await jest.isolateModulesAsync(async () => {
    await import('./bootstrap');
    await settle();
    expect(mockEvaluated).toEqual(['startShell', 'startShell()']);
    const stages = [['react-dom/client'], ['@mekong/ui'], ['mountShell', 'mountShell({"started":true})']];
    for (const stage of stages) {
      expect(mockBreaks).toHaveLength(1);
      const before = mockEvaluated.length;
      mockBreaks.shift()?.();
      await settle();
      expect(mockEvaluated.slice(before)).toEqual(stage);
    }
    expect(mockBreaks).toHaveLength(0);
  });
});

it("keeps React DOM and the design system out of the first stage's modules", async () => {
  jest.dontMock('./app/startShell');
  await jest.isolateModulesAsync(async () => {
    const { startShell } = await import('./app/startShell');
    expect(typeof startShell).toBe('function');
    expect(mockEvaluated).toEqual([]);
  });
});
