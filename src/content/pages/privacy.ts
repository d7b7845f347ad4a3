import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { foundedJa, foundedEn } from './company-dates.ts';

/** Host names of the third-party services, as visitors see them in their browser's tools. */
const analyticsHost = new URL(company.thirdParty.analytics.scriptUrl).host;
const mapsHost = new URL(company.thirdParty.mapsOrigin).host;

export const privacy: PageCopies = {
  ja: {
    title: 'プライバシーポリシー',
    description: `${company.name.ja}のプライバシーポリシーです。取得する個人情報と利用目的、第三者提供と委託、当ウェブサイトで使用するCookieとアクセス解析、開示等の請求窓口について定めています。`,
    lead: '当社は、お客様の個人情報を、法令と本ポリシーに従って適切に取り扱います。',
    eyebrow: 'ポリシー',
    sections: [
      {
        id: 'basic-policy',
        heading: '基本方針',
        paragraphs: [
          `${company.name.ja}（以下「当社」）は、量子計算に関するソフトウェアとサービスを提供する事業者として、お客様や取引先、採用応募者の皆様からお預かりする個人情報の重要性を認識し、個人情報の保護に関する法律（以下「個人情報保護法」）その他の関係法令とガイドラインを遵守して、個人情報を適切に取り扱います。`,
          '当社は、本ポリシーを全役職員に周知し、個人情報の取り扱いに関する社内規程と管理体制を継続的に見直し、改善します。',
        ],
      },
      {
        id: 'information-we-collect',
        heading: '取得する個人情報',
        paragraphs: ['当社は、適法かつ公正な手段により、次の場面で個人情報を取得します。'],
        blocks: [
          {
            type: 'list',
            items: [
              'お問い合わせ、資料請求、量子レディネス診断、セミナー・イベントやQPARCへのお申し込みの際に、フォームに入力いただいた情報（氏名、会社名・所属、部署名、役職、メールアドレス、電話番号、お問い合わせ内容など）',
              'Qamuy、QURI Cloud、PhysiLenzなど当社サービスのご契約とご利用に伴う情報（アカウント情報、ご担当者の連絡先、サービスの利用履歴など）',
              '受託研究・共同研究・コンサルティングなどの契約の締結と履行に伴う、取引先のご担当者の情報',
              '採用への応募に際してご提出いただく情報（履歴書、職務経歴書、研究業績、面接の記録など）',
              '展示会、学会、商談などでの名刺交換により取得する情報',
            ],
          },
        ],
      },
      {
        id: 'purposes',
        heading: '利用目的',
        paragraphs: ['当社は、取得した個人情報を次の目的で利用し、あらかじめご本人の同意を得た場合や法令で認められる場合を除き、これらの目的の範囲を超えて利用することはありません。'],
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'お問い合わせや資料請求への回答、資料・診断レポートの送付',
              '当社サービスの提供、運用、保守、ご本人確認、料金の請求',
              '受託研究・共同研究・コンサルティングなどの契約の締結と履行',
              'セミナー、イベント、QPARCの運営と参加者への連絡',
              '当社のサービス、セミナー、イベント、研究成果のご案内（メールの配信は、各メールに記載の方法でいつでも停止できます）',
              '採用選考と、採用に関するご連絡',
              'サービスとウェブサイトの改善のための、個人を特定しない統計情報の作成',
              '不正な利用の防止と、セキュリティの確保',
            ],
          },
        ],
      },
      {
        id: 'forms',
        heading: 'フォームから送信された情報の取り扱い',
        paragraphs: [
          '当ウェブサイトのフォームから送信された情報は、当社が管理する日本国内のデータセンターのサーバーに保存し、担当部署の限られた担当者だけが閲覧します。送信の際には、フォームの入力内容に加えて、受付日時、ブラウザの種類（ユーザーエージェント）、IPアドレスから算出した識別用の値を記録します。この値は、同じ送信元からの大量送信などの不正を見つけるためにのみ使い、IPアドレスそのものは保存しません。',
        ],
        blocks: [
          {
            type: 'table',
            caption: 'フォームごとの主な取得項目と保存期間',
            head: ['フォーム', '主な取得項目', '保存期間'],
            rows: [
              [
                'お問い合わせ',
                'お問い合わせの種別、会社名、部署名（任意）、氏名、メールアドレス、電話番号（任意）、お問い合わせ内容',
                '受付から3年間',
              ],
              [
                '量子レディネス診断',
                '7つの設問への回答と診断結果、会社名、部署名（任意）、氏名、メールアドレス',
                '受付から3年間',
              ],
              [
                'QPARCプログラム参加申し込み',
                '氏名、ふりがな（任意）、メールアドレス、所属機関、参加区分、役職、参加を希望するセッション、研究上の関心（任意）',
                '当該年度のプログラム終了から3年間',
              ],
            ],
          },
          {
            type: 'note',
            text: '保存期間を過ぎた情報は、速やかに消去します。ただし、お問い合わせを機に契約に至った場合など、契約の履行や法令上の保存義務のために必要な情報は、その目的に必要な期間に限って保存します。',
          },
        ],
      },
      {
        id: 'third-party-provision',
        heading: '第三者への提供',
        paragraphs: ['当社は、次の場合を除き、ご本人の同意を得ずに個人情報を第三者に提供しません。'],
        blocks: [
          {
            type: 'list',
            items: [
              '法令に基づく場合',
              '人の生命、身体または財産の保護のために必要であり、ご本人の同意を得ることが困難な場合',
              '公衆衛生の向上または児童の健全な育成の推進のために特に必要であり、ご本人の同意を得ることが困難な場合',
              '国の機関、地方公共団体またはその委託を受けた者が法令の定める事務を遂行することに協力する必要があり、ご本人の同意を得ることで当該事務の遂行に支障を及ぼすおそれがある場合',
              '合併、会社分割、事業譲渡その他の事由による事業の承継に伴って提供する場合',
            ],
          },
        ],
      },
      {
        id: 'outsourcing',
        heading: '業務の委託',
        paragraphs: [
          '当社は、利用目的の達成に必要な範囲で、メールの配信、クラウドサーバーの運用、請求・会計業務などの一部を外部の事業者に委託することがあります。その場合は、個人情報を適切に取り扱う体制を備えた委託先を選定し、委託契約で安全管理措置や再委託の条件を定めたうえで、委託先を適切に監督します。',
          '外国にある事業者に業務を委託する場合は、個人情報保護法に従い、当該国の個人情報保護制度を確認し、委託先に同法と同等の措置を講じさせるなど、必要な対応を行います。',
        ],
      },
      {
        id: 'security',
        heading: '安全管理措置',
        paragraphs: ['当社は、情報セキュリティ基本方針に基づき、個人情報の漏えい、滅失、毀損を防ぐため、次の措置を講じています。'],
        blocks: [
          {
            type: 'list',
            items: [
              '組織的な措置：個人情報保護管理責任者を置き、取り扱いの手順を規程に定め、取り扱い状況を年1回以上点検します。',
              '人的な措置：全役職員から秘密保持の誓約を受け、入社時と毎年、個人情報保護に関する研修を行います。',
              '物理的な措置：オフィスへの入退室を管理し、個人情報を扱う機器や書類の盗難と紛失を防ぎます。',
              '技術的な措置：アクセス権限を業務に必要な範囲に限り、多要素認証、通信と保存データの暗号化、アクセスログの監視を行います。',
              '外的環境の把握：当ウェブサイトのフォームから送信された個人情報は、日本国内のサーバーに保存しています。',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookieと類似技術の利用',
        paragraphs: [
          '当ウェブサイトでは、サイトの表示と改善のために、Cookie（ブラウザに保存される小さなデータ）と、ブラウザのlocalStorage・sessionStorageを使用します。当ウェブサイトが使用するものは、次の表のとおりです。広告を目的としたCookieや、他のウェブサイトをまたいでお客様を追跡するCookieは使用していません。',
          `アクセス解析には、Cookieを一切使用しない、プライバシーに配慮したツール（Plausible互換のスクリプト。${analyticsHost}から配信）を使用しています。このツールで当社が把握できるのは、閲覧されたページ、参照元、ブラウザや端末の種類、国・地域といった集計値のみで、個々の訪問者を識別することはできません。IPアドレスは、日ごとに破棄される値とあわせて集計用の値を計算するためにのみ使われ、保存されません。解析スクリプトは、Cookie設定で「アクセス解析」を許可した場合にのみ読み込みます。`,
          `会社概要ページのオフィス地図は、OpenStreetMap（${mapsHost}）から読み込みます。地図は、Cookie設定で「地図」を許可した場合、または地図の表示ボタンを押した場合にのみ読み込み、その際、お使いのブラウザからOpenStreetMapにIPアドレスなどが直接送信されます。OpenStreetMapは、同団体のプライバシーポリシーに基づいて独自のCookieを設定することがあります。`,
          'ニュースなどの記事には、動画（YouTube、Vimeo）、スライド（SlideShare、Speaker Deck）、地図（Googleマップ）を埋め込むことがあります。埋め込みは、Cookie設定でその区分（「動画・スライド」または「地図」）を許可した場合、または埋め込みの表示ボタンを押した場合にのみ読み込み、その際、お使いのブラウザから各サービスにIPアドレスなどが直接送信されます。各サービスは、それぞれのプライバシーポリシーに基づいて独自のCookieを設定することがあります。',
        ],
        blocks: [
          {
            type: 'table',
            caption: '当ウェブサイトが使用するCookieとストレージ',
            head: ['名称（種類）', '目的', '保存期間', '区分'],
            rows: [
              ['cc_cookie（Cookie）', 'Cookieと外部サービスの利用について、お客様が選んだ内容（許可した区分）を記録します。', '182日', '必須'],
              [
                'exp_cta_v1（Cookie）',
                '当社が自ら実施するA/Bテストのための、当ウェブサイト自身が設定するファーストパーティCookieです。量子レディネス診断へご案内するボタンの文言について、複数の案のうちどれを表示したかを記録し、同じ方には同じ文言を表示します。',
                '3日',
                '必須（A/Bテスト）',
              ],
              [
                'aq_vid（Cookie）',
                'A/Bテストで表示する文言を割り当てるための、無作為に生成した訪問者IDです。氏名やメールアドレスなど、個人を直接特定できる情報とは結び付けません。',
                '365日',
                '必須（A/Bテスト）',
              ],
              [
                `アクセス解析スクリプト（${analyticsHost}）`,
                '閲覧されたページや参照元などを、個人を識別しない形で集計します。Cookieやストレージには何も保存しません。',
                'なし（保存しません）',
                'アクセス解析',
              ],
              [
                'plausible_ignore（localStorage）',
                '「アクセス解析」への同意を撤回したときに保存し、すでに読み込まれていた解析スクリプトにも計測を停止させます。再び許可すると削除します。',
                '再び許可するまで',
                'アクセス解析',
              ],
              [
                `OpenStreetMapの地図（${mapsHost}）`,
                '会社概要ページにオフィスの地図を表示します。OpenStreetMapが独自のCookieを設定することがあります。',
                'OpenStreetMapのポリシーによります',
                '地図',
              ],
              [
                '記事に埋め込まれた動画・スライド（YouTube、Vimeo、SlideShare、Speaker Deck）',
                '記事中の動画やスライドを表示します。各サービスが独自のCookieを設定することがあります。',
                '各サービスのポリシーによります',
                '動画・スライド',
              ],
              ['scroll-positions（sessionStorage）', 'ブラウザの「戻る」「進む」で移動したときに、元のスクロール位置を復元します。', 'タブを閉じるまで', '必須'],
              [
                'chunk-reload-at（sessionStorage）',
                'サイトの更新直後にページの部品を読み込めなかった場合に、自動の再読み込みを60秒に1回までに抑えるため、直前に再読み込みした時刻を記録します。',
                'タブを閉じるまで',
                '必須',
              ],
            ],
          },
        ],
      },
      {
        id: 'cookie-settings',
        heading: 'Cookie設定の変更',
        paragraphs: [
          '初めて当ウェブサイトをご覧になったときに表示される確認画面で、「アクセス解析」「地図」「動画・スライド」を許可するかどうかを選べます。選んだ内容は、各ページ下部（フッター）の「クッキー設定」から、いつでも変更・撤回できます。「必須」の区分はサイトの表示に欠かせないため、無効にすることはできません。',
          '「アクセス解析」への同意を撤回すると、解析スクリプトは読み込まれなくなり、計測の停止を示す値をlocalStorageに保存します。「地図」または「動画・スライド」への同意を撤回すると、表示中の地図や埋め込みはページから取り除かれ、以後は読み込まれません。なお、ブラウザの設定でCookieを削除した場合は選択内容も消えるため、次回の訪問時に確認画面を改めて表示します。',
        ],
      },
      {
        id: 'requests',
        heading: '開示等の請求',
        paragraphs: [
          'ご本人またはその代理人から、保有個人データの利用目的の通知、開示（電磁的記録による開示を含みます）、内容の訂正・追加・削除、利用の停止・消去、第三者への提供の停止、第三者提供記録の開示のご請求があった場合は、次の手順で対応します。手数料はいただきません。',
        ],
        blocks: [
          {
            type: 'steps',
            items: [
              { title: '窓口へのご連絡', text: '下記の窓口までメールでご連絡ください。請求の内容に応じて、必要な書類をご案内します。' },
              {
                title: 'ご本人確認',
                text: '運転免許証などの本人確認書類の写しにより、ご本人であることを確認します。代理人による請求の場合は、委任状などもご提出いただきます。',
              },
              { title: '回答', text: '確認が済んでから原則として2週間以内に、ご希望の方法（書面または電子メール）で回答します。' },
            ],
          },
          {
            type: 'note',
            text: '法令の定めにより、ご請求に応じられない場合があります。その場合は、理由を添えてお知らせします。',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'お問い合わせ窓口',
        paragraphs: ['個人情報の取り扱いに関するお問い合わせ、ご意見、苦情のお申し出は、次の窓口で承ります。なお、当社は認定個人情報保護団体の対象事業者ではありません。'],
        blocks: [
          {
            type: 'facts',
            items: [
              { term: '事業者名', detail: company.name.ja },
              { term: '所在地', detail: company.address.ja },
              { term: '代表者', detail: `代表取締役CEO　${company.ceo.ja}` },
              { term: '窓口', detail: '個人情報保護管理責任者（管理部長）' },
              { term: 'メール', detail: `${company.email}（件名に「個人情報について」とご記入ください）` },
            ],
          },
        ],
      },
      {
        id: 'revisions',
        heading: '本ポリシーの改定',
        paragraphs: [
          '当社は、法令の改正やサービスの変更に応じて、本ポリシーを改定することがあります。重要な変更を行う場合は、当ウェブサイトでお知らせします。改定後のポリシーは、本ページに掲載した時点から効力を生じます。',
          `制定：${foundedJa}　最終改定：2026年1月13日`,
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    description: `How ${company.name.en} collects and uses personal information, the cookies and storage this website uses, our cookie-free analytics, and how to make a request.`,
    lead: 'We handle your personal information carefully, in line with applicable law and this policy.',
    eyebrow: 'Policy',
    sections: [
      {
        id: 'basic-policy',
        heading: 'Our approach',
        paragraphs: [
          `${company.name.en} (“we”, “us”) takes seriously the personal information entrusted to us by clients, business partners and job applicants. We handle it in accordance with Japan’s Act on the Protection of Personal Information (APPI), other applicable laws and the relevant guidelines.`,
          'Everyone at the company is made aware of this policy, and we review our internal rules and oversight for personal information regularly.',
        ],
      },
      {
        id: 'information-we-collect',
        heading: 'What we collect',
        paragraphs: ['We collect personal information by lawful and fair means, mainly in the following situations.'],
        blocks: [
          {
            type: 'list',
            items: [
              'When you contact us, request materials, take our quantum readiness check or sign up for a seminar, event or QPARC: the details you enter in the form, such as your name, organisation, department, job title, email address, phone number and message.',
              'When you subscribe to or use our services, such as Qamuy, QURI Cloud or PhysiLenz: account details, contact details of the people responsible, and usage records.',
              'When we enter into and perform contracts for contract research, joint research or consulting: contact details of the people we work with.',
              'When you apply for a job: your CV, publication record, interview notes and similar information.',
              'When we exchange business cards at trade shows, conferences or meetings.',
            ],
          },
        ],
      },
      {
        id: 'purposes',
        heading: 'How we use it',
        paragraphs: ['We use personal information only for the following purposes, unless you have agreed otherwise or the law permits it.'],
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'Responding to enquiries and requests, and sending materials and assessment reports.',
              'Providing, operating and supporting our services, verifying identity and invoicing.',
              'Entering into and performing contracts for contract research, joint research and consulting.',
              'Running seminars, events and QPARC, and keeping participants informed.',
              'Telling you about our services, seminars, events and research. You can unsubscribe at any time using the link in each email.',
              'Assessing job applications and contacting applicants.',
              'Producing statistics that do not identify anyone, to improve our services and website.',
              'Preventing misuse and keeping our systems secure.',
            ],
          },
        ],
      },
      {
        id: 'forms',
        heading: 'Information sent through our forms',
        paragraphs: [
          'Form submissions are stored on servers we manage in a data centre in Japan and are read only by the few staff who need them. Alongside what you type, we record the time of submission, your browser’s user agent string, and a value derived from your IP address. We use that value only to spot abuse, such as floods of submissions from one source; the IP address itself is not stored.',
          'Our contact form is available in English; the quantum readiness check and QPARC application forms are available on our Japanese pages.',
        ],
        blocks: [
          {
            type: 'table',
            caption: 'What each form collects and how long we keep it',
            head: ['Form', 'Main items collected', 'Retention'],
            rows: [
              ['Contact', 'Type of enquiry, organisation, department (optional), name, email address, phone number (optional), message', '3 years from receipt'],
              ['Quantum readiness check', 'Answers to the seven questions and the result, organisation, department (optional), name, email address', '3 years from receipt'],
              [
                'QPARC programme application',
                'Name, name reading in kana (optional), email address, organisation, participant type, role, sessions you want to join, research interests (optional)',
                '3 years after that year’s programme ends',
              ],
            ],
          },
          {
            type: 'note',
            text: 'When the retention period ends, we delete the information promptly. If an enquiry leads to a contract, or the law requires us to keep records, we keep what is needed for that purpose and only for as long as it is needed.',
          },
        ],
      },
      {
        id: 'third-party-provision',
        heading: 'Sharing with third parties',
        paragraphs: ['We do not share personal information with third parties without your consent, except:'],
        blocks: [
          {
            type: 'list',
            items: [
              'where the law requires it;',
              'where it is necessary to protect someone’s life, health or property and it is difficult to obtain your consent;',
              'where it is particularly necessary for public health or children’s welfare and it is difficult to obtain your consent;',
              'where we need to cooperate with a government body or its agent carrying out duties prescribed by law, and asking for your consent would interfere with those duties; or',
              'where the business is transferred as a result of a merger, company split or similar transaction.',
            ],
          },
        ],
      },
      {
        id: 'outsourcing',
        heading: 'Service providers',
        paragraphs: [
          'We may use service providers for work such as sending email, operating cloud servers and handling invoicing and accounting, to the extent needed for the purposes above. We choose providers that handle personal information properly, set out security measures and conditions for any subcontracting in our contracts, and supervise them.',
          'Where a provider is located outside Japan, we take the steps the APPI requires, including checking the data protection regime of the country concerned and requiring the provider to take measures equivalent to those under Japanese law.',
        ],
      },
      {
        id: 'security',
        heading: 'Security measures',
        paragraphs: ['In line with our Information Security Policy, we take the following measures to protect personal information against leaks, loss and damage.'],
        blocks: [
          {
            type: 'list',
            items: [
              'Organisational: a Personal Information Protection Manager, written handling procedures, and a review of how personal information is handled at least once a year.',
              'People: confidentiality undertakings from all staff, and data protection training when they join and every year after.',
              'Physical: controlled access to our office, and safeguards against theft or loss of devices and documents.',
              'Technical: access limited to what each role needs, multi-factor authentication, encryption in transit and at rest, and monitoring of access logs.',
              'Where data is held: personal information submitted through this website’s forms is stored on servers in Japan.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and similar technologies',
        paragraphs: [
          'This website uses cookies (small pieces of data stored by your browser) and your browser’s localStorage and sessionStorage to work properly and to help us improve it. The table below lists everything it uses. We use no advertising cookies and nothing that tracks you across other websites.',
          `For analytics we use a privacy-friendly, cookie-free tool (a Plausible-compatible script served from ${analyticsHost}). It tells us only aggregate figures — pages viewed, referring sites, browser and device types, and country or region — and cannot single out individual visitors. Your IP address is used only to calculate a counting value together with a value that is discarded every day, and is not stored. The script loads only if you allow “Analytics” in your cookie settings.`,
          `The office map on our About page is loaded from OpenStreetMap (${mapsHost}) only if you allow “Maps” in your cookie settings or click the button to show the map. Your browser then connects directly to OpenStreetMap, which receives your IP address and similar technical data and may set its own cookies under its own privacy policy.`,
          'Articles such as our news may embed videos (YouTube, Vimeo), slides (SlideShare, Speaker Deck) and maps (Google Maps). An embed loads only if you allow its category (“Videos and slides” or “Maps”) in your cookie settings or click its button to show it. Your browser then connects directly to that service, which receives your IP address and similar technical data and may set its own cookies under its own privacy policy.',
        ],
        blocks: [
          {
            type: 'table',
            caption: 'Cookies and browser storage used by this website',
            head: ['Name (type)', 'Purpose', 'Lifetime', 'Category'],
            rows: [
              ['cc_cookie (cookie)', 'Records your choices about cookies and third-party services (which categories you allowed).', '182 days', 'Necessary'],
              [
                'exp_cta_v1 (cookie)',
                'A first-party cookie for an A/B test we run ourselves. It records which wording of the button inviting you to our quantum readiness check you were shown, so that you keep seeing the same one.',
                '3 days',
                'Necessary (A/B test)',
              ],
              [
                'aq_vid (cookie)',
                'A randomly generated visitor ID used to assign wording in the A/B test. It is never linked to your name, email address or anything else that identifies you directly.',
                '365 days',
                'Necessary (A/B test)',
              ],
              [
                `Analytics script (${analyticsHost})`,
                'Counts page views and referring sites without identifying anyone. Stores nothing in cookies or browser storage.',
                'None (nothing stored)',
                'Analytics',
              ],
              [
                'plausible_ignore (localStorage)',
                'Set when you withdraw consent to analytics, so that an analytics script that has already loaded stops sending data. Removed if you allow analytics again.',
                'Until you allow analytics again',
                'Analytics',
              ],
              [
                `OpenStreetMap map (${mapsHost})`,
                'Shows our office on a map on the About page. OpenStreetMap may set its own cookies.',
                'Set by OpenStreetMap’s policy',
                'Maps',
              ],
              [
                'Videos and slides embedded in articles (YouTube, Vimeo, SlideShare, Speaker Deck)',
                'Shows videos and slides in articles. Each service may set its own cookies.',
                'Set by each service’s policy',
                'Videos and slides',
              ],
              ['scroll-positions (sessionStorage)', 'Restores your scroll position when you use the browser’s back and forward buttons.', 'Until you close the tab', 'Necessary'],
              [
                'chunk-reload-at (sessionStorage)',
                'Records when the page last reloaded itself after failing to load part of the site just after an update, so that this happens at most once a minute.',
                'Until you close the tab',
                'Necessary',
              ],
            ],
          },
        ],
      },
      {
        id: 'cookie-settings',
        heading: 'Changing your cookie settings',
        paragraphs: [
          'On your first visit, a banner lets you choose whether to allow “Analytics”, “Maps” and “Videos and slides”. You can change or withdraw your choice at any time with the “Cookie settings” link in the footer of every page. The “Necessary” category cannot be switched off, because the site needs it to work.',
          'If you withdraw consent to analytics, the analytics script is no longer loaded and a flag telling it to stop is saved in localStorage. If you withdraw consent to maps or to videos and slides, maps and embeds already shown are taken off the page and no longer loaded. Deleting cookies in your browser also deletes your choices, so you will be asked again on your next visit.',
        ],
      },
      {
        id: 'requests',
        heading: 'Your rights',
        paragraphs: [
          'You, or someone acting on your behalf, may ask us to tell you the purposes for which we use your personal data; to disclose it (including in electronic form); to correct, add to or delete it; to stop using or erase it; to stop providing it to third parties; or to disclose records of such provision. We do not charge a fee. The process is as follows.',
        ],
        blocks: [
          {
            type: 'steps',
            items: [
              { title: 'Contact us', text: 'Email the contact point below. We will tell you what we need for your type of request.' },
              {
                title: 'Identity check',
                text: 'We confirm your identity with a copy of an identity document such as a driving licence or passport. If someone is acting for you, we also need a letter of authority.',
              },
              { title: 'Our response', text: 'We normally respond within two weeks of confirming your identity, by post or email as you prefer.' },
            ],
          },
          {
            type: 'note',
            text: 'In some cases the law allows or requires us to decline a request. If so, we will tell you why.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact point',
        paragraphs: ['Please send questions, comments or complaints about how we handle personal information to the contact point below.'],
        blocks: [
          {
            type: 'facts',
            items: [
              { term: 'Company', detail: company.name.en },
              { term: 'Address', detail: company.address.en },
              { term: 'Representative', detail: `${company.ceo.en}, CEO` },
              { term: 'Contact', detail: 'Personal Information Protection Manager (Head of Administration)' },
              { term: 'Email', detail: `${company.email} (please put “Privacy” in the subject line)` },
            ],
          },
        ],
      },
      {
        id: 'revisions',
        heading: 'Changes to this policy',
        paragraphs: [
          'We may revise this policy when laws or our services change, and will announce significant changes on this website. A revised policy takes effect when it is published on this page.',
          `Adopted ${foundedEn}; last revised January 13, 2026.`,
        ],
      },
    ],
  },
};
