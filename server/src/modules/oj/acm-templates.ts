import type { JudgeLang } from '../../../../types/judge';

/**
 * ACM-mode starter code per language: read from standard input, write to standard output
 * (Java's class must be Main). TPL starters come from the judge (starterCode).
 */
export const ACM_TEMPLATES: Record<JudgeLang, string> = {
  c: '#include <stdio.h>\n\nint main(void) {\n    \n    return 0;\n}\n',
  cpp: '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    ios::sync_with_stdio(false);\n    cin.tie(nullptr);\n    \n    return 0;\n}\n',
  java: 'import java.util.*;\nimport java.io.*;\n\npublic class Main {\n    public static void main(String[] args) throws IOException {\n        Scanner in = new Scanner(System.in);\n        \n    }\n}\n',
  python: 'import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    \n\n\nmain()\n',
  javascript:
    "const lines = require('fs').readFileSync(0, 'utf8').split('\\n');\n\nfunction main() {\n    \n}\n\nmain();\n",
  typescript:
    "const lines: string[] = require('fs').readFileSync(0, 'utf8').split('\\n');\n\nfunction main(): void {\n    \n}\n\nmain();\n",
  go: 'package main\n\nimport (\n    "bufio"\n    "fmt"\n    "os"\n)\n\nfunc main() {\n    in := bufio.NewReader(os.Stdin)\n    out := bufio.NewWriter(os.Stdout)\n    defer out.Flush()\n    _ = in\n    fmt.Fprint(out, "")\n}\n',
};
