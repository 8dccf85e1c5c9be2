import type { EntityManager } from 'typeorm';
import { ProductEquityEntity } from '../commerce/entities/product-equity.entity';
import { ProductEntity } from '../commerce/entities/product.entity';
import { CourseCategoryEntity } from './entities/course-category.entity';
import { CourseGroupEntity } from './entities/course-group.entity';
import { CourseEntity } from './entities/course.entity';
import { LessonEntity } from './entities/lesson.entity';

/** The catalogue beyond the first two courses: ids 4–9 (3 is the camp), chapters from 6, lessons from 10. */
export const CATALOGUE_COURSE_IDS = ['4', '5', '6', '7', '8', '9'] as const;

interface SeedLesson {
  title: string;
  body: string;
  preview?: boolean;
}
interface SeedCourse {
  id: (typeof CATALOGUE_COURSE_IDS)[number];
  categoryId: string;
  title: string;
  subtitle: string;
  intro: string;
  teacher: string;
  free: boolean;
  /** fen; sold through a course product when set */
  price?: [number, number];
  chapters: [string, SeedLesson[]][];
}

const COURSES: SeedCourse[] = [
  {
    id: '4',
    categoryId: '3',
    title: 'Python 零基础入门',
    subtitle: '免费课：从变量到函数，两周写出第一个小工具',
    intro: '## 适合谁\n\n没写过代码、想先摸一摸编程的同学。\n\n## 怎么学\n\n每节十来分钟，读完就在自己电脑上敲一遍，课后的小练习都能在题库里提交。',
    teacher: '林老师',
    free: true,
    chapters: [
      ['第一章 环境与第一行代码', [
        { title: '装好 Python 和编辑器', body: '推荐直接装官方发行版，勾上「加入 PATH」。编辑器用 VS Code 就够了，装一个 Python 插件。打开终端输入 `python --version`，看到版本号就说明装好了。' },
        { title: 'print 与变量', body: '变量就是给一个值起名字：`price = 12`。名字尽量说人话，`p` 不如 `price` 好懂。试试把你的名字存进变量再打印出来。' },
      ]],
      ['第二章 流程控制', [
        { title: 'if 判断', body: '缩进在 Python 里是语法的一部分，同一层的代码要对齐。`elif` 可以写很多个，但超过三四个时想想能不能换成字典。' },
        { title: 'for 与 while', body: '`for x in range(5)` 从 0 数到 4。需要下标时用 `enumerate`，不要自己维护计数器。while 循环记得写清楚什么时候停。' },
        { title: '小练习：猜数字', body: '让程序随机想一个 1 到 100 的数，你来猜，它告诉你大了还是小了。提示：`import random`，`random.randint(1, 100)`。' },
      ]],
      ['第三章 函数与列表', [
        { title: '定义函数', body: '一个函数只做一件事。参数给默认值时不要用可变对象（比如空列表），这是新手最常踩的坑之一。' },
        { title: '列表与切片', body: '`nums[1:3]` 取下标 1 和 2，不含 3。`nums[::-1]` 得到反转后的新列表，原列表不变。' },
      ]],
    ],
  },
  {
    id: '5',
    categoryId: '3',
    title: 'Go 语言并发编程实战',
    subtitle: 'goroutine、channel 与 context，写出不泄漏的并发代码',
    intro: '## 你将学到\n\n- goroutine 的调度模型与开销\n- channel 的几种惯用法：扇入扇出、流水线、超时\n- 用 context 控制取消，用 errgroup 收集错误\n\n每章配一个小项目，最后实现一个并发爬虫。',
    teacher: '周老师',
    free: false,
    price: [14900, 19900],
    chapters: [
      ['第一章 goroutine', [
        { title: '为什么 goroutine 便宜', body: '初始栈只有几 KB，按需增长；调度在用户态完成，切换不进内核。开一万个 goroutine 很正常，但每一个都要有退出的路。', preview: true },
        { title: 'WaitGroup 的正确姿势', body: '`Add` 要在启动 goroutine 之前调用，不要放进 goroutine 里面，否则 `Wait` 可能提前返回。' },
      ]],
      ['第二章 channel', [
        { title: '无缓冲与有缓冲', body: '无缓冲 channel 是一次同步交接；有缓冲的更像队列。缓冲大小不是性能开关，先想清楚语义。' },
        { title: 'select 与超时', body: '`select` 配合 `time.After` 可以给任何等待加上超时。循环里反复用 `time.After` 会不断创建定时器，高频场景换成 `time.NewTimer` 并复用。' },
      ]],
      ['第三章 context 与收尾', [
        { title: '取消要一路传下去', body: '函数的第一个参数传 `ctx`，阻塞调用都要能响应 `ctx.Done()`。不要把 context 存进结构体。' },
        { title: '实战：并发爬虫', body: '用一个有界的 worker 池抓取页面，结果经 channel 汇总，任一 worker 出错时通过 context 取消其余的。' },
      ]],
    ],
  },
  {
    id: '6',
    categoryId: '4',
    title: '计算机网络面试必知',
    subtitle: '从一次 URL 请求讲透 TCP、HTTP 与 HTTPS',
    intro: '面试里网络题来来回回就那几类：三次握手、拥塞控制、HTTP 缓存、HTTPS 握手。本课沿着「浏览器输入网址之后发生了什么」这条线，把它们串成一个故事。',
    teacher: '王老师',
    free: false,
    price: [9900, 12900],
    chapters: [
      ['第一章 传输层', [
        { title: '三次握手到底在确认什么', body: '双方各自确认「我能发、你能收」。第三次握手防的是已失效的连接请求突然又到达服务端。', preview: true },
        { title: 'TIME_WAIT 为什么要等', body: '等 2MSL 是为了让最后一个 ACK 丢失时还能重传，也让旧连接的迷途报文在网络里消失。' },
        { title: '拥塞控制四个阶段', body: '慢启动、拥塞避免、快重传、快恢复。画一张拥塞窗口随时间变化的图，比背定义好记得多。' },
      ]],
      ['第二章 应用层', [
        { title: 'HTTP 缓存', body: '强缓存看 `Cache-Control` 的 `max-age`，过期后带 `If-None-Match` 协商，命中返回 304。' },
        { title: 'HTTPS 握手', body: '证书解决「你是谁」，非对称加密只用来协商会话密钥，之后的数据用对称加密传输。' },
      ]],
    ],
  },
  {
    id: '7',
    categoryId: '4',
    title: '操作系统核心概念',
    subtitle: '免费课：进程、线程、内存与文件，一次讲明白',
    intro: '不追求大而全，只讲写后端代码时真正会碰到的那部分操作系统：进程与线程的区别、虚拟内存、页面置换、文件描述符和 I/O 模型。',
    teacher: '陈老师',
    free: true,
    chapters: [
      ['第一章 进程与线程', [
        { title: '进程和线程的区别', body: '进程是资源分配的单位，线程是调度的单位。同一进程的线程共享地址空间，所以通信快，也更容易互相踩内存。' },
        { title: '死锁的四个条件', body: '互斥、占有并等待、不可抢占、循环等待。实际工程里最常用的办法是规定加锁顺序，破坏循环等待。' },
      ]],
      ['第二章 内存', [
        { title: '虚拟内存', body: '每个进程看到的都是一整块连续地址，页表负责翻译到物理页。缺页时才真正分配，这就是为什么 malloc 很快。' },
        { title: '页面置换算法', body: 'LRU 最常考：淘汰最久没被访问的页。题库里的「LRU 缓存」就是它的代码版本，建议学完去做一遍。' },
      ]],
      ['第三章 I/O', [
        { title: '文件描述符', body: '在 Linux 里一切皆文件，打开的文件、socket、管道都占一个描述符。服务跑久了报 too many open files，先查有没有忘记关闭。' },
        { title: 'select、poll 与 epoll', body: 'epoll 不用每次把全部描述符拷进内核，也不用线性扫描就绪列表，连接数大时优势明显。' },
      ]],
    ],
  },
  {
    id: '8',
    categoryId: '1',
    title: '动态规划专题精讲',
    subtitle: '从爬楼梯到编辑距离，二十道题练出状态设计的直觉',
    intro: '## 这门课不背模板\n\n每道题都从暴力递归开始，找出重复子问题，再改成记忆化和递推。学完你会发现，大多数动态规划题的难点只在「状态怎么定义」。',
    teacher: '码途老师',
    free: false,
    price: [12900, 19900],
    chapters: [
      ['第一章 一维状态', [
        { title: '从递归到递推', body: '爬楼梯的递归写法会重复计算大量子问题，加一个备忘录就变成 $O(n)$，再把备忘录改成数组，就是递推。', preview: true },
        { title: '打家劫舍', body: '状态：前 i 间房能偷到的最大金额。转移只有两种选择：偷第 i 间，或者不偷。' },
      ]],
      ['第二章 二维状态', [
        { title: '最长公共子序列', body: '`dp[i][j]` 表示两个前缀的答案。填表时画出表格，转移来自左、上、左上三个方向。' },
        { title: '编辑距离', body: '插入、删除、替换分别对应表格里的三个方向。初值是空串到前缀的距离，也就是下标本身。' },
      ]],
      ['第三章 背包', [
        { title: '0-1 背包与滚动数组', body: '压成一维时容量要倒序枚举，否则同一件物品会被选多次——这正好是完全背包的写法。' },
        { title: '分割等和子集', body: '问能否选出和为总和一半的子集，就是容量为 sum/2 的 0-1 背包，状态是布尔值。' },
      ]],
    ],
  },
  {
    id: '9',
    categoryId: '2',
    title: '系统设计面试指南',
    subtitle: '短链、Feed 流、秒杀：三个经典题讲清思路与取舍',
    intro: '系统设计面试没有标准答案，面试官看的是你如何澄清需求、估算规模、拆分模块并说清取舍。本课用三个经典题目完整演练一遍。',
    teacher: '赵老师',
    free: false,
    price: [19900, 29900],
    chapters: [
      ['第一章 方法', [
        { title: '先问清需求再画图', body: '读写比例、数据量、延迟要求，这三件事不问清楚，后面的设计都站不住。', preview: true },
        { title: '容量估算', body: '日活一千万、每人每天十次请求，平均 QPS 大约一千出头，峰值按五倍算。估算讲究数量级，不必精确。' },
      ]],
      ['第二章 案例', [
        { title: '设计短链服务', body: '发号器生成自增 id 再转 62 进制，比哈希截断更不容易冲突。热点短链放缓存，跳转用 302 便于统计。' },
        { title: '设计秒杀系统', body: '核心是把流量挡在数据库之前：页面静态化、请求排队、库存预扣在缓存里完成，最后异步落库。' },
      ]],
    ],
  },
];

/** The new categories and the catalogue courses with chapters, lessons and (for paid ones) the product that sells them. */
export async function seedCatalogue(em: EntityManager): Promise<void> {
  const cats = em.getRepository(CourseCategoryEntity);
  for (const [id, name] of [['3', '编程语言'], ['4', '计算机基础']] as const) if (!(await cats.existsBy({ id }))) await cats.insert({ id, name, orderValue: Number(id) });
  let groupId = 6;
  let lessonId = 10;
  const groups: Partial<CourseGroupEntity>[] = [];
  const lessons: Partial<LessonEntity>[] = [];
  for (const [i, c] of COURSES.entries()) {
    let productId = '';
    if (c.price) {
      const product = await em.getRepository(ProductEntity).save(
        em.getRepository(ProductEntity).create({ name: c.title, category: 'course', description: `永久学习「${c.title}」全部课时`, benefits: '全部图文与视频课时\n课程讨论区答疑', priceFen: c.price[0], originalPriceFen: c.price[1], onSale: true, sort: 20 + i }),
      );
      await em.getRepository(ProductEquityEntity).insert({ productId: product.id, kind: 'course', targetId: c.id, durationDays: 0 });
      productId = product.id;
    }
    await em.getRepository(CourseEntity).insert({ id: c.id, categoryId: c.categoryId, title: c.title, subtitle: c.subtitle, intro: c.intro, teacher: c.teacher, free: c.free, vipIncluded: true, published: true, productId, orderValue: 4 + i });
    for (const [order, [name, items]] of c.chapters.entries()) {
      const gid = String(groupId++);
      groups.push({ id: gid, courseId: c.id, name, orderValue: order + 1 });
      for (const [j, l] of items.entries()) {
        lessons.push({ id: String(lessonId++), courseId: c.id, groupId: gid, title: `${order + 1}.${j + 1} ${l.title}`, kind: 'article', videoId: null, content: `# ${l.title}\n\n${l.body}`, freePreview: l.preview ?? false, published: true, orderValue: j + 1 });
      }
    }
  }
  await em.getRepository(CourseGroupEntity).insert(groups);
  await em.getRepository(LessonEntity).insert(lessons);
}
