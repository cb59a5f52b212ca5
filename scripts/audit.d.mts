export declare function judgeAudit(
  stdout: string,
  options?: { required?: boolean },
): { exitCode: number; lines: string[] };
