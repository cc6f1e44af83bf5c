import readline from "node:readline";

export async function readPassword(fromStandardInput: boolean): Promise<string> {
  if (fromStandardInput || !process.stdin.isTTY) {
    let text = "";
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, "");
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const prompt = readline.createInterface({
        input: process.stdin,
        output: process.stdout,
        terminal: true,
      });
      // Echo nothing while the password is typed.
      (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
        if (text.includes(question)) process.stdout.write(text);
      };
      prompt.question(question, (answer) => {
        prompt.close();
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Password: ");
  const second = await ask("Repeat the password: ");
  if (first !== second) throw new Error("The two passwords differ; nothing was created.");
  return first;
}
