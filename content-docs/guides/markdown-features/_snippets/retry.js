/**
 * 反复调用 task，直到它成功，最多尝试 attempts 次。
 * 每次失败后等待的时间翻倍（200 ms、400 ms、800 ms……），全部失败时抛出最后一次的错误。
 */
export async function retry(task, attempts = 3, firstDelay = 200) {
  let lastError;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, firstDelay * 2 ** attempt));
    }
  }
  throw lastError;
}
