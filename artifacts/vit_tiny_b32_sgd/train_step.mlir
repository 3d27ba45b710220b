module {
  func.func @main(%v0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %v3: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %v5: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %v12: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %v14: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %v364: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %v365: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %v366: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %v368: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %v369: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %v371: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %v372: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %v373: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %v374: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %v376: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %v377: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %v379: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %v456: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %v457: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %v458: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %v460: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %v461: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %v463: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %v464: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %v465: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %v466: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %v468: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %v469: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %v471: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %v542: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %v543: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %v544: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %v546: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %v547: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %v549: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %v550: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %v551: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %v552: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %v554: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %v555: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %v557: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %v628: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %v629: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %v630: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %v632: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %v633: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %v635: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %v636: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %v637: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %v638: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %v640: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %v641: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %v643: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %v714: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %v715: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %v716: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %v718: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %v719: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %v721: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %v722: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %v723: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %v724: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %v726: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %v727: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %v729: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %v800: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %v801: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %v802: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %v804: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %v805: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %v807: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %v808: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %v809: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %v810: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %v812: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %v813: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %v815: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %v886: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %v887: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %v888: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %v890: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %v891: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %v893: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %v894: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %v895: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %v896: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %v898: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %v899: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %v901: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %v972: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %v973: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %v974: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %v976: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %v977: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %v979: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %v980: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %v981: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %v982: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %v984: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %v985: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %v987: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %v1058: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %v1059: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %v1060: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %v1062: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %v1063: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %v1065: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %v1066: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %v1067: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %v1068: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %v1070: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %v1071: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %v1073: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %v1144: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %v1145: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %v1146: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %v1148: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %v1149: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %v1151: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %v1152: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %v1153: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %v1154: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %v1156: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %v1157: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %v1159: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %v1230: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %v1231: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %v1232: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %v1234: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %v1235: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %v1237: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %v1238: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %v1239: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %v1240: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %v1242: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %v1243: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %v1245: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %v1316: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %v1317: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %v1318: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %v1320: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %v1321: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %v1323: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %v1324: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %v1325: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %v1326: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %v1328: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %v1329: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %v1331: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %v1411: tensor<192xf32> {vjp.name = "norm.weight"}, %v1412: tensor<192xf32> {vjp.name = "norm.bias"}, %v1428: tensor<10x192xf32> {vjp.name = "head.weight"}, %v1430: tensor<10xf32> {vjp.name = "head.bias"}, %v1434: tensor<32xf32> {vjp.name = "labels"}, %v2811: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight.velocity"}, %v2812: tensor<192xf32> {vjp.name = "patch_embed.proj.bias.velocity"}, %v2813: tensor<1x1x192xf32> {vjp.name = "cls_token.velocity"}, %v2814: tensor<1x197x192xf32> {vjp.name = "pos_embed.velocity"}, %v2815: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight.velocity"}, %v2816: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias.velocity"}, %v2817: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight.velocity"}, %v2818: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias.velocity"}, %v2819: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight.velocity"}, %v2820: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias.velocity"}, %v2821: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight.velocity"}, %v2822: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias.velocity"}, %v2823: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight.velocity"}, %v2824: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias.velocity"}, %v2825: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight.velocity"}, %v2826: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias.velocity"}, %v2827: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight.velocity"}, %v2828: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias.velocity"}, %v2829: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight.velocity"}, %v2830: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias.velocity"}, %v2831: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight.velocity"}, %v2832: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias.velocity"}, %v2833: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight.velocity"}, %v2834: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias.velocity"}, %v2835: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight.velocity"}, %v2836: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias.velocity"}, %v2837: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight.velocity"}, %v2838: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias.velocity"}, %v2839: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight.velocity"}, %v2840: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias.velocity"}, %v2841: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight.velocity"}, %v2842: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias.velocity"}, %v2843: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight.velocity"}, %v2844: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias.velocity"}, %v2845: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight.velocity"}, %v2846: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias.velocity"}, %v2847: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight.velocity"}, %v2848: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias.velocity"}, %v2849: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight.velocity"}, %v2850: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias.velocity"}, %v2851: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight.velocity"}, %v2852: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias.velocity"}, %v2853: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight.velocity"}, %v2854: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias.velocity"}, %v2855: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight.velocity"}, %v2856: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias.velocity"}, %v2857: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight.velocity"}, %v2858: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias.velocity"}, %v2859: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight.velocity"}, %v2860: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias.velocity"}, %v2861: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight.velocity"}, %v2862: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias.velocity"}, %v2863: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight.velocity"}, %v2864: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias.velocity"}, %v2865: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight.velocity"}, %v2866: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias.velocity"}, %v2867: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight.velocity"}, %v2868: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias.velocity"}, %v2869: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight.velocity"}, %v2870: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias.velocity"}, %v2871: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight.velocity"}, %v2872: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias.velocity"}, %v2873: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight.velocity"}, %v2874: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias.velocity"}, %v2875: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight.velocity"}, %v2876: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias.velocity"}, %v2877: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight.velocity"}, %v2878: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias.velocity"}, %v2879: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight.velocity"}, %v2880: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias.velocity"}, %v2881: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight.velocity"}, %v2882: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias.velocity"}, %v2883: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight.velocity"}, %v2884: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias.velocity"}, %v2885: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight.velocity"}, %v2886: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias.velocity"}, %v2887: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight.velocity"}, %v2888: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias.velocity"}, %v2889: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight.velocity"}, %v2890: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias.velocity"}, %v2891: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight.velocity"}, %v2892: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias.velocity"}, %v2893: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight.velocity"}, %v2894: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias.velocity"}, %v2895: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight.velocity"}, %v2896: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias.velocity"}, %v2897: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight.velocity"}, %v2898: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias.velocity"}, %v2899: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight.velocity"}, %v2900: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias.velocity"}, %v2901: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight.velocity"}, %v2902: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias.velocity"}, %v2903: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight.velocity"}, %v2904: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias.velocity"}, %v2905: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight.velocity"}, %v2906: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias.velocity"}, %v2907: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight.velocity"}, %v2908: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias.velocity"}, %v2909: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight.velocity"}, %v2910: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias.velocity"}, %v2911: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight.velocity"}, %v2912: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias.velocity"}, %v2913: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight.velocity"}, %v2914: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias.velocity"}, %v2915: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight.velocity"}, %v2916: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias.velocity"}, %v2917: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight.velocity"}, %v2918: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias.velocity"}, %v2919: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight.velocity"}, %v2920: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias.velocity"}, %v2921: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight.velocity"}, %v2922: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias.velocity"}, %v2923: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight.velocity"}, %v2924: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias.velocity"}, %v2925: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight.velocity"}, %v2926: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias.velocity"}, %v2927: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight.velocity"}, %v2928: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias.velocity"}, %v2929: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight.velocity"}, %v2930: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias.velocity"}, %v2931: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight.velocity"}, %v2932: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias.velocity"}, %v2933: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight.velocity"}, %v2934: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias.velocity"}, %v2935: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight.velocity"}, %v2936: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias.velocity"}, %v2937: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight.velocity"}, %v2938: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias.velocity"}, %v2939: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight.velocity"}, %v2940: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias.velocity"}, %v2941: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight.velocity"}, %v2942: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias.velocity"}, %v2943: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight.velocity"}, %v2944: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias.velocity"}, %v2945: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight.velocity"}, %v2946: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias.velocity"}, %v2947: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight.velocity"}, %v2948: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias.velocity"}, %v2949: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight.velocity"}, %v2950: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias.velocity"}, %v2951: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight.velocity"}, %v2952: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias.velocity"}, %v2953: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight.velocity"}, %v2954: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias.velocity"}, %v2955: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight.velocity"}, %v2956: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias.velocity"}, %v2957: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight.velocity"}, %v2958: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias.velocity"}, %v2959: tensor<192xf32> {vjp.name = "norm.weight.velocity"}, %v2960: tensor<192xf32> {vjp.name = "norm.bias.velocity"}, %v2961: tensor<10x192xf32> {vjp.name = "head.weight.velocity"}, %v2962: tensor<10xf32> {vjp.name = "head.bias.velocity"}, %v2963: tensor<f32> {vjp.name = "lr"}) -> (tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>) {
    %v1 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v2 = stablehlo.reshape %v1 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v4 = stablehlo.reshape %v3 : (tensor<192x3x16x16xf32>) -> tensor<192x768xf32>
    %v6 = stablehlo.reshape %v2 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v7 = stablehlo.transpose %v6, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v8 = stablehlo.reshape %v7 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v9 = stablehlo.dot_general %v8, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v10 = stablehlo.broadcast_in_dim %v5, dims = [1] : (tensor<192xf32>) -> tensor<196x192xf32>
    %v11 = stablehlo.add %v9, %v10 : tensor<196x192xf32>
    %v13 = stablehlo.reshape %v12 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %v15 = stablehlo.reshape %v14 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %c1 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v16 = "stablehlo.pad"(%v11, %c1) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %c2 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v17 = "stablehlo.pad"(%v13, %c2) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 196, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v18 = stablehlo.add %v16, %v17 : tensor<197x192xf32>
    %v19 = stablehlo.add %v18, %v15 : tensor<197x192xf32>
    %v20 = stablehlo.reshape %v19 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v21 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 1, 0, 0, 0>, limit_indices = array<i64: 2, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v22 = stablehlo.reshape %v21 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v23 = stablehlo.reshape %v22 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v24 = stablehlo.transpose %v23, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v25 = stablehlo.reshape %v24 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v26 = stablehlo.dot_general %v25, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v27 = stablehlo.add %v26, %v10 : tensor<196x192xf32>
    %c3 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v28 = "stablehlo.pad"(%v27, %c3) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v29 = stablehlo.add %v28, %v17 : tensor<197x192xf32>
    %v30 = stablehlo.add %v29, %v15 : tensor<197x192xf32>
    %v31 = stablehlo.reshape %v30 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v32 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 2, 0, 0, 0>, limit_indices = array<i64: 3, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v33 = stablehlo.reshape %v32 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v34 = stablehlo.reshape %v33 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v35 = stablehlo.transpose %v34, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v36 = stablehlo.reshape %v35 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v37 = stablehlo.dot_general %v36, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v38 = stablehlo.add %v37, %v10 : tensor<196x192xf32>
    %c4 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v39 = "stablehlo.pad"(%v38, %c4) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v40 = stablehlo.add %v39, %v17 : tensor<197x192xf32>
    %v41 = stablehlo.add %v40, %v15 : tensor<197x192xf32>
    %v42 = stablehlo.reshape %v41 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v43 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 3, 0, 0, 0>, limit_indices = array<i64: 4, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v44 = stablehlo.reshape %v43 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v45 = stablehlo.reshape %v44 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v46 = stablehlo.transpose %v45, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v47 = stablehlo.reshape %v46 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v48 = stablehlo.dot_general %v47, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v49 = stablehlo.add %v48, %v10 : tensor<196x192xf32>
    %c5 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v50 = "stablehlo.pad"(%v49, %c5) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v51 = stablehlo.add %v50, %v17 : tensor<197x192xf32>
    %v52 = stablehlo.add %v51, %v15 : tensor<197x192xf32>
    %v53 = stablehlo.reshape %v52 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v54 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 4, 0, 0, 0>, limit_indices = array<i64: 5, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v55 = stablehlo.reshape %v54 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v56 = stablehlo.reshape %v55 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v57 = stablehlo.transpose %v56, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v58 = stablehlo.reshape %v57 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v59 = stablehlo.dot_general %v58, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v60 = stablehlo.add %v59, %v10 : tensor<196x192xf32>
    %c6 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v61 = "stablehlo.pad"(%v60, %c6) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v62 = stablehlo.add %v61, %v17 : tensor<197x192xf32>
    %v63 = stablehlo.add %v62, %v15 : tensor<197x192xf32>
    %v64 = stablehlo.reshape %v63 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v65 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 5, 0, 0, 0>, limit_indices = array<i64: 6, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v66 = stablehlo.reshape %v65 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v67 = stablehlo.reshape %v66 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v68 = stablehlo.transpose %v67, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v69 = stablehlo.reshape %v68 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v70 = stablehlo.dot_general %v69, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v71 = stablehlo.add %v70, %v10 : tensor<196x192xf32>
    %c7 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v72 = "stablehlo.pad"(%v71, %c7) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v73 = stablehlo.add %v72, %v17 : tensor<197x192xf32>
    %v74 = stablehlo.add %v73, %v15 : tensor<197x192xf32>
    %v75 = stablehlo.reshape %v74 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v76 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 6, 0, 0, 0>, limit_indices = array<i64: 7, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v77 = stablehlo.reshape %v76 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v78 = stablehlo.reshape %v77 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v79 = stablehlo.transpose %v78, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v80 = stablehlo.reshape %v79 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v81 = stablehlo.dot_general %v80, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v82 = stablehlo.add %v81, %v10 : tensor<196x192xf32>
    %c8 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v83 = "stablehlo.pad"(%v82, %c8) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v84 = stablehlo.add %v83, %v17 : tensor<197x192xf32>
    %v85 = stablehlo.add %v84, %v15 : tensor<197x192xf32>
    %v86 = stablehlo.reshape %v85 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v87 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 7, 0, 0, 0>, limit_indices = array<i64: 8, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v88 = stablehlo.reshape %v87 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v89 = stablehlo.reshape %v88 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v90 = stablehlo.transpose %v89, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v91 = stablehlo.reshape %v90 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v92 = stablehlo.dot_general %v91, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v93 = stablehlo.add %v92, %v10 : tensor<196x192xf32>
    %c9 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v94 = "stablehlo.pad"(%v93, %c9) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v95 = stablehlo.add %v94, %v17 : tensor<197x192xf32>
    %v96 = stablehlo.add %v95, %v15 : tensor<197x192xf32>
    %v97 = stablehlo.reshape %v96 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v98 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 8, 0, 0, 0>, limit_indices = array<i64: 9, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v99 = stablehlo.reshape %v98 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v100 = stablehlo.reshape %v99 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v101 = stablehlo.transpose %v100, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v102 = stablehlo.reshape %v101 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v103 = stablehlo.dot_general %v102, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v104 = stablehlo.add %v103, %v10 : tensor<196x192xf32>
    %c10 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v105 = "stablehlo.pad"(%v104, %c10) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v106 = stablehlo.add %v105, %v17 : tensor<197x192xf32>
    %v107 = stablehlo.add %v106, %v15 : tensor<197x192xf32>
    %v108 = stablehlo.reshape %v107 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v109 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 9, 0, 0, 0>, limit_indices = array<i64: 10, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v110 = stablehlo.reshape %v109 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v111 = stablehlo.reshape %v110 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v112 = stablehlo.transpose %v111, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v113 = stablehlo.reshape %v112 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v114 = stablehlo.dot_general %v113, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v115 = stablehlo.add %v114, %v10 : tensor<196x192xf32>
    %c11 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v116 = "stablehlo.pad"(%v115, %c11) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v117 = stablehlo.add %v116, %v17 : tensor<197x192xf32>
    %v118 = stablehlo.add %v117, %v15 : tensor<197x192xf32>
    %v119 = stablehlo.reshape %v118 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v120 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 10, 0, 0, 0>, limit_indices = array<i64: 11, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v121 = stablehlo.reshape %v120 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v122 = stablehlo.reshape %v121 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v123 = stablehlo.transpose %v122, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v124 = stablehlo.reshape %v123 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v125 = stablehlo.dot_general %v124, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v126 = stablehlo.add %v125, %v10 : tensor<196x192xf32>
    %c12 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v127 = "stablehlo.pad"(%v126, %c12) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v128 = stablehlo.add %v127, %v17 : tensor<197x192xf32>
    %v129 = stablehlo.add %v128, %v15 : tensor<197x192xf32>
    %v130 = stablehlo.reshape %v129 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v131 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 11, 0, 0, 0>, limit_indices = array<i64: 12, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v132 = stablehlo.reshape %v131 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v133 = stablehlo.reshape %v132 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v134 = stablehlo.transpose %v133, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v135 = stablehlo.reshape %v134 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v136 = stablehlo.dot_general %v135, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v137 = stablehlo.add %v136, %v10 : tensor<196x192xf32>
    %c13 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v138 = "stablehlo.pad"(%v137, %c13) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v139 = stablehlo.add %v138, %v17 : tensor<197x192xf32>
    %v140 = stablehlo.add %v139, %v15 : tensor<197x192xf32>
    %v141 = stablehlo.reshape %v140 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v142 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 12, 0, 0, 0>, limit_indices = array<i64: 13, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v143 = stablehlo.reshape %v142 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v144 = stablehlo.reshape %v143 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v145 = stablehlo.transpose %v144, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v146 = stablehlo.reshape %v145 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v147 = stablehlo.dot_general %v146, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v148 = stablehlo.add %v147, %v10 : tensor<196x192xf32>
    %c14 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v149 = "stablehlo.pad"(%v148, %c14) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v150 = stablehlo.add %v149, %v17 : tensor<197x192xf32>
    %v151 = stablehlo.add %v150, %v15 : tensor<197x192xf32>
    %v152 = stablehlo.reshape %v151 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v153 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 13, 0, 0, 0>, limit_indices = array<i64: 14, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v154 = stablehlo.reshape %v153 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v155 = stablehlo.reshape %v154 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v156 = stablehlo.transpose %v155, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v157 = stablehlo.reshape %v156 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v158 = stablehlo.dot_general %v157, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v159 = stablehlo.add %v158, %v10 : tensor<196x192xf32>
    %c15 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v160 = "stablehlo.pad"(%v159, %c15) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v161 = stablehlo.add %v160, %v17 : tensor<197x192xf32>
    %v162 = stablehlo.add %v161, %v15 : tensor<197x192xf32>
    %v163 = stablehlo.reshape %v162 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v164 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 14, 0, 0, 0>, limit_indices = array<i64: 15, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v165 = stablehlo.reshape %v164 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v166 = stablehlo.reshape %v165 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v167 = stablehlo.transpose %v166, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v168 = stablehlo.reshape %v167 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v169 = stablehlo.dot_general %v168, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v170 = stablehlo.add %v169, %v10 : tensor<196x192xf32>
    %c16 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v171 = "stablehlo.pad"(%v170, %c16) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v172 = stablehlo.add %v171, %v17 : tensor<197x192xf32>
    %v173 = stablehlo.add %v172, %v15 : tensor<197x192xf32>
    %v174 = stablehlo.reshape %v173 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v175 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 15, 0, 0, 0>, limit_indices = array<i64: 16, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v176 = stablehlo.reshape %v175 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v177 = stablehlo.reshape %v176 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v178 = stablehlo.transpose %v177, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v179 = stablehlo.reshape %v178 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v180 = stablehlo.dot_general %v179, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v181 = stablehlo.add %v180, %v10 : tensor<196x192xf32>
    %c17 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v182 = "stablehlo.pad"(%v181, %c17) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v183 = stablehlo.add %v182, %v17 : tensor<197x192xf32>
    %v184 = stablehlo.add %v183, %v15 : tensor<197x192xf32>
    %v185 = stablehlo.reshape %v184 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v186 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 16, 0, 0, 0>, limit_indices = array<i64: 17, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v187 = stablehlo.reshape %v186 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v188 = stablehlo.reshape %v187 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v189 = stablehlo.transpose %v188, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v190 = stablehlo.reshape %v189 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v191 = stablehlo.dot_general %v190, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v192 = stablehlo.add %v191, %v10 : tensor<196x192xf32>
    %c18 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v193 = "stablehlo.pad"(%v192, %c18) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v194 = stablehlo.add %v193, %v17 : tensor<197x192xf32>
    %v195 = stablehlo.add %v194, %v15 : tensor<197x192xf32>
    %v196 = stablehlo.reshape %v195 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v197 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 17, 0, 0, 0>, limit_indices = array<i64: 18, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v198 = stablehlo.reshape %v197 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v199 = stablehlo.reshape %v198 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v200 = stablehlo.transpose %v199, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v201 = stablehlo.reshape %v200 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v202 = stablehlo.dot_general %v201, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v203 = stablehlo.add %v202, %v10 : tensor<196x192xf32>
    %c19 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v204 = "stablehlo.pad"(%v203, %c19) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v205 = stablehlo.add %v204, %v17 : tensor<197x192xf32>
    %v206 = stablehlo.add %v205, %v15 : tensor<197x192xf32>
    %v207 = stablehlo.reshape %v206 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v208 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 18, 0, 0, 0>, limit_indices = array<i64: 19, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v209 = stablehlo.reshape %v208 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v210 = stablehlo.reshape %v209 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v211 = stablehlo.transpose %v210, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v212 = stablehlo.reshape %v211 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v213 = stablehlo.dot_general %v212, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v214 = stablehlo.add %v213, %v10 : tensor<196x192xf32>
    %c20 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v215 = "stablehlo.pad"(%v214, %c20) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v216 = stablehlo.add %v215, %v17 : tensor<197x192xf32>
    %v217 = stablehlo.add %v216, %v15 : tensor<197x192xf32>
    %v218 = stablehlo.reshape %v217 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v219 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 19, 0, 0, 0>, limit_indices = array<i64: 20, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v220 = stablehlo.reshape %v219 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v221 = stablehlo.reshape %v220 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v222 = stablehlo.transpose %v221, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v223 = stablehlo.reshape %v222 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v224 = stablehlo.dot_general %v223, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v225 = stablehlo.add %v224, %v10 : tensor<196x192xf32>
    %c21 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v226 = "stablehlo.pad"(%v225, %c21) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v227 = stablehlo.add %v226, %v17 : tensor<197x192xf32>
    %v228 = stablehlo.add %v227, %v15 : tensor<197x192xf32>
    %v229 = stablehlo.reshape %v228 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v230 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 20, 0, 0, 0>, limit_indices = array<i64: 21, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v231 = stablehlo.reshape %v230 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v232 = stablehlo.reshape %v231 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v233 = stablehlo.transpose %v232, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v234 = stablehlo.reshape %v233 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v235 = stablehlo.dot_general %v234, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v236 = stablehlo.add %v235, %v10 : tensor<196x192xf32>
    %c22 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v237 = "stablehlo.pad"(%v236, %c22) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v238 = stablehlo.add %v237, %v17 : tensor<197x192xf32>
    %v239 = stablehlo.add %v238, %v15 : tensor<197x192xf32>
    %v240 = stablehlo.reshape %v239 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v241 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 21, 0, 0, 0>, limit_indices = array<i64: 22, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v242 = stablehlo.reshape %v241 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v243 = stablehlo.reshape %v242 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v244 = stablehlo.transpose %v243, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v245 = stablehlo.reshape %v244 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v246 = stablehlo.dot_general %v245, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v247 = stablehlo.add %v246, %v10 : tensor<196x192xf32>
    %c23 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v248 = "stablehlo.pad"(%v247, %c23) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v249 = stablehlo.add %v248, %v17 : tensor<197x192xf32>
    %v250 = stablehlo.add %v249, %v15 : tensor<197x192xf32>
    %v251 = stablehlo.reshape %v250 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v252 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 22, 0, 0, 0>, limit_indices = array<i64: 23, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v253 = stablehlo.reshape %v252 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v254 = stablehlo.reshape %v253 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v255 = stablehlo.transpose %v254, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v256 = stablehlo.reshape %v255 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v257 = stablehlo.dot_general %v256, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v258 = stablehlo.add %v257, %v10 : tensor<196x192xf32>
    %c24 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v259 = "stablehlo.pad"(%v258, %c24) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v260 = stablehlo.add %v259, %v17 : tensor<197x192xf32>
    %v261 = stablehlo.add %v260, %v15 : tensor<197x192xf32>
    %v262 = stablehlo.reshape %v261 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v263 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 23, 0, 0, 0>, limit_indices = array<i64: 24, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v264 = stablehlo.reshape %v263 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v265 = stablehlo.reshape %v264 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v266 = stablehlo.transpose %v265, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v267 = stablehlo.reshape %v266 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v268 = stablehlo.dot_general %v267, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v269 = stablehlo.add %v268, %v10 : tensor<196x192xf32>
    %c25 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v270 = "stablehlo.pad"(%v269, %c25) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v271 = stablehlo.add %v270, %v17 : tensor<197x192xf32>
    %v272 = stablehlo.add %v271, %v15 : tensor<197x192xf32>
    %v273 = stablehlo.reshape %v272 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v274 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 24, 0, 0, 0>, limit_indices = array<i64: 25, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v275 = stablehlo.reshape %v274 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v276 = stablehlo.reshape %v275 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v277 = stablehlo.transpose %v276, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v278 = stablehlo.reshape %v277 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v279 = stablehlo.dot_general %v278, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v280 = stablehlo.add %v279, %v10 : tensor<196x192xf32>
    %c26 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v281 = "stablehlo.pad"(%v280, %c26) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v282 = stablehlo.add %v281, %v17 : tensor<197x192xf32>
    %v283 = stablehlo.add %v282, %v15 : tensor<197x192xf32>
    %v284 = stablehlo.reshape %v283 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v285 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 25, 0, 0, 0>, limit_indices = array<i64: 26, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v286 = stablehlo.reshape %v285 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v287 = stablehlo.reshape %v286 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v288 = stablehlo.transpose %v287, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v289 = stablehlo.reshape %v288 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v290 = stablehlo.dot_general %v289, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v291 = stablehlo.add %v290, %v10 : tensor<196x192xf32>
    %c27 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v292 = "stablehlo.pad"(%v291, %c27) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v293 = stablehlo.add %v292, %v17 : tensor<197x192xf32>
    %v294 = stablehlo.add %v293, %v15 : tensor<197x192xf32>
    %v295 = stablehlo.reshape %v294 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v296 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 26, 0, 0, 0>, limit_indices = array<i64: 27, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v297 = stablehlo.reshape %v296 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v298 = stablehlo.reshape %v297 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v299 = stablehlo.transpose %v298, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v300 = stablehlo.reshape %v299 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v301 = stablehlo.dot_general %v300, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v302 = stablehlo.add %v301, %v10 : tensor<196x192xf32>
    %c28 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v303 = "stablehlo.pad"(%v302, %c28) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v304 = stablehlo.add %v303, %v17 : tensor<197x192xf32>
    %v305 = stablehlo.add %v304, %v15 : tensor<197x192xf32>
    %v306 = stablehlo.reshape %v305 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v307 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 27, 0, 0, 0>, limit_indices = array<i64: 28, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v308 = stablehlo.reshape %v307 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v309 = stablehlo.reshape %v308 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v310 = stablehlo.transpose %v309, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v311 = stablehlo.reshape %v310 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v312 = stablehlo.dot_general %v311, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v313 = stablehlo.add %v312, %v10 : tensor<196x192xf32>
    %c29 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v314 = "stablehlo.pad"(%v313, %c29) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v315 = stablehlo.add %v314, %v17 : tensor<197x192xf32>
    %v316 = stablehlo.add %v315, %v15 : tensor<197x192xf32>
    %v317 = stablehlo.reshape %v316 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v318 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 28, 0, 0, 0>, limit_indices = array<i64: 29, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v319 = stablehlo.reshape %v318 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v320 = stablehlo.reshape %v319 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v321 = stablehlo.transpose %v320, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v322 = stablehlo.reshape %v321 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v323 = stablehlo.dot_general %v322, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v324 = stablehlo.add %v323, %v10 : tensor<196x192xf32>
    %c30 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v325 = "stablehlo.pad"(%v324, %c30) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v326 = stablehlo.add %v325, %v17 : tensor<197x192xf32>
    %v327 = stablehlo.add %v326, %v15 : tensor<197x192xf32>
    %v328 = stablehlo.reshape %v327 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v329 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 29, 0, 0, 0>, limit_indices = array<i64: 30, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v330 = stablehlo.reshape %v329 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v331 = stablehlo.reshape %v330 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v332 = stablehlo.transpose %v331, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v333 = stablehlo.reshape %v332 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v334 = stablehlo.dot_general %v333, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v335 = stablehlo.add %v334, %v10 : tensor<196x192xf32>
    %c31 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v336 = "stablehlo.pad"(%v335, %c31) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v337 = stablehlo.add %v336, %v17 : tensor<197x192xf32>
    %v338 = stablehlo.add %v337, %v15 : tensor<197x192xf32>
    %v339 = stablehlo.reshape %v338 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v340 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 30, 0, 0, 0>, limit_indices = array<i64: 31, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v341 = stablehlo.reshape %v340 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v342 = stablehlo.reshape %v341 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v343 = stablehlo.transpose %v342, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v344 = stablehlo.reshape %v343 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v345 = stablehlo.dot_general %v344, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v346 = stablehlo.add %v345, %v10 : tensor<196x192xf32>
    %c32 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v347 = "stablehlo.pad"(%v346, %c32) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v348 = stablehlo.add %v347, %v17 : tensor<197x192xf32>
    %v349 = stablehlo.add %v348, %v15 : tensor<197x192xf32>
    %v350 = stablehlo.reshape %v349 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v351 = "stablehlo.slice"(%v0) <{start_indices = array<i64: 31, 0, 0, 0>, limit_indices = array<i64: 32, 3, 224, 224>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x224x224xf32>) -> tensor<1x3x224x224xf32>
    %v352 = stablehlo.reshape %v351 : (tensor<1x3x224x224xf32>) -> tensor<3x224x224xf32>
    %v353 = stablehlo.reshape %v352 : (tensor<3x224x224xf32>) -> tensor<3x14x16x14x16xf32>
    %v354 = stablehlo.transpose %v353, dims = [1, 3, 0, 2, 4] : (tensor<3x14x16x14x16xf32>) -> tensor<14x14x3x16x16xf32>
    %v355 = stablehlo.reshape %v354 : (tensor<14x14x3x16x16xf32>) -> tensor<196x768xf32>
    %v356 = stablehlo.dot_general %v355, %v4, contracting_dims = [1] x [1] : (tensor<196x768xf32>, tensor<192x768xf32>) -> tensor<196x192xf32>
    %v357 = stablehlo.add %v356, %v10 : tensor<196x192xf32>
    %c33 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v358 = "stablehlo.pad"(%v357, %c33) <{edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<196x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %v359 = stablehlo.add %v358, %v17 : tensor<197x192xf32>
    %v360 = stablehlo.add %v359, %v15 : tensor<197x192xf32>
    %v361 = stablehlo.reshape %v360 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v362 = stablehlo.concatenate %v20, %v31, %v42, %v53, %v64, %v75, %v86, %v97, %v108, %v119, %v130, %v141, %v152, %v163, %v174, %v185, %v196, %v207, %v218, %v229, %v240, %v251, %v262, %v273, %v284, %v295, %v306, %v317, %v328, %v339, %v350, %v361, dim = 0 : (tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>, tensor<1x197x192xf32>) -> tensor<32x197x192xf32>
    %v363 = stablehlo.reshape %v362 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %v367 = stablehlo.transpose %v366, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v370 = stablehlo.transpose %v369, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v375 = stablehlo.transpose %v374, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v378 = stablehlo.transpose %v377, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c34 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v380 = stablehlo.reduce(%v363 init: %c34) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v381 = stablehlo.broadcast_in_dim %v380, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v382 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304x192xf32>
    %v383 = stablehlo.multiply %v381, %v382 : tensor<6304x192xf32>
    %v384 = stablehlo.subtract %v363, %v383 : tensor<6304x192xf32>
    %v385 = stablehlo.multiply %v384, %v384 : tensor<6304x192xf32>
    %c35 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v386 = stablehlo.reduce(%v385 init: %c35) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v387 = stablehlo.broadcast_in_dim %v386, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v388 = stablehlo.multiply %v387, %v382 : tensor<6304x192xf32>
    %v389 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<6304x192xf32>
    %v390 = stablehlo.add %v388, %v389 : tensor<6304x192xf32>
    %v391 = stablehlo.rsqrt %v390 : tensor<6304x192xf32>
    %v392 = stablehlo.multiply %v384, %v391 : tensor<6304x192xf32>
    %v393 = stablehlo.broadcast_in_dim %v364, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v394 = stablehlo.multiply %v392, %v393 : tensor<6304x192xf32>
    %v395 = stablehlo.broadcast_in_dim %v365, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v396 = stablehlo.add %v394, %v395 : tensor<6304x192xf32>
    %v397 = stablehlo.dot_general %v396, %v367, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v398 = stablehlo.broadcast_in_dim %v368, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v399 = stablehlo.add %v397, %v398 : tensor<6304x576xf32>
    %v400 = stablehlo.reshape %v399 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v401 = stablehlo.transpose %v400, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v402 = "stablehlo.slice"(%v401) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v403 = stablehlo.reshape %v402 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v404 = "stablehlo.slice"(%v401) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v405 = stablehlo.reshape %v404 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v406 = "stablehlo.slice"(%v401) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v407 = stablehlo.reshape %v406 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v408 = "stablehlo.slice"(%v403) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v409 = stablehlo.dot_general %v408, %v405, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v410 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v411 = stablehlo.multiply %v409, %v410 : tensor<32x3x197x197xf32>
    %c36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v412 = stablehlo.reduce(%v411 init: %c36) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v413 = stablehlo.broadcast_in_dim %v412, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v414 = stablehlo.subtract %v411, %v413 : tensor<32x3x197x197xf32>
    %v415 = stablehlo.exponential %v414 : tensor<32x3x197x197xf32>
    %c37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v416 = stablehlo.reduce(%v415 init: %c37) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v417 = stablehlo.broadcast_in_dim %v416, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v418 = stablehlo.divide %v415, %v417 : tensor<32x3x197x197xf32>
    %v419 = stablehlo.dot_general %v418, %v407, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v420 = stablehlo.transpose %v419, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v421 = stablehlo.reshape %v420 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v422 = stablehlo.dot_general %v421, %v370, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v423 = stablehlo.broadcast_in_dim %v371, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v424 = stablehlo.add %v422, %v423 : tensor<6304x192xf32>
    %v425 = stablehlo.add %v363, %v424 : tensor<6304x192xf32>
    %c38 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v426 = stablehlo.reduce(%v425 init: %c38) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v427 = stablehlo.broadcast_in_dim %v426, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v428 = stablehlo.multiply %v427, %v382 : tensor<6304x192xf32>
    %v429 = stablehlo.subtract %v425, %v428 : tensor<6304x192xf32>
    %v430 = stablehlo.multiply %v429, %v429 : tensor<6304x192xf32>
    %c39 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v431 = stablehlo.reduce(%v430 init: %c39) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v432 = stablehlo.broadcast_in_dim %v431, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v433 = stablehlo.multiply %v432, %v382 : tensor<6304x192xf32>
    %v434 = stablehlo.add %v433, %v389 : tensor<6304x192xf32>
    %v435 = stablehlo.rsqrt %v434 : tensor<6304x192xf32>
    %v436 = stablehlo.multiply %v429, %v435 : tensor<6304x192xf32>
    %v437 = stablehlo.broadcast_in_dim %v372, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v438 = stablehlo.multiply %v436, %v437 : tensor<6304x192xf32>
    %v439 = stablehlo.broadcast_in_dim %v373, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v440 = stablehlo.add %v438, %v439 : tensor<6304x192xf32>
    %v441 = stablehlo.dot_general %v440, %v375, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v442 = stablehlo.broadcast_in_dim %v376, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v443 = stablehlo.add %v441, %v442 : tensor<6304x768xf32>
    %v444 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v445 = stablehlo.multiply %v443, %v444 : tensor<6304x768xf32>
    %v446 = chlo.erf %v445 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v447 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v448 = stablehlo.add %v447, %v446 : tensor<6304x768xf32>
    %v449 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v450 = stablehlo.multiply %v448, %v449 : tensor<6304x768xf32>
    %v451 = stablehlo.multiply %v443, %v450 : tensor<6304x768xf32>
    %v452 = stablehlo.dot_general %v451, %v378, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v453 = stablehlo.broadcast_in_dim %v379, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v454 = stablehlo.add %v452, %v453 : tensor<6304x192xf32>
    %v455 = stablehlo.add %v425, %v454 : tensor<6304x192xf32>
    %v459 = stablehlo.transpose %v458, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v462 = stablehlo.transpose %v461, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v467 = stablehlo.transpose %v466, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v470 = stablehlo.transpose %v469, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c40 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v472 = stablehlo.reduce(%v455 init: %c40) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v473 = stablehlo.broadcast_in_dim %v472, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v474 = stablehlo.multiply %v473, %v382 : tensor<6304x192xf32>
    %v475 = stablehlo.subtract %v455, %v474 : tensor<6304x192xf32>
    %v476 = stablehlo.multiply %v475, %v475 : tensor<6304x192xf32>
    %c41 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v477 = stablehlo.reduce(%v476 init: %c41) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v478 = stablehlo.broadcast_in_dim %v477, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v479 = stablehlo.multiply %v478, %v382 : tensor<6304x192xf32>
    %v480 = stablehlo.add %v479, %v389 : tensor<6304x192xf32>
    %v481 = stablehlo.rsqrt %v480 : tensor<6304x192xf32>
    %v482 = stablehlo.multiply %v475, %v481 : tensor<6304x192xf32>
    %v483 = stablehlo.broadcast_in_dim %v456, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v484 = stablehlo.multiply %v482, %v483 : tensor<6304x192xf32>
    %v485 = stablehlo.broadcast_in_dim %v457, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v486 = stablehlo.add %v484, %v485 : tensor<6304x192xf32>
    %v487 = stablehlo.dot_general %v486, %v459, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v488 = stablehlo.broadcast_in_dim %v460, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v489 = stablehlo.add %v487, %v488 : tensor<6304x576xf32>
    %v490 = stablehlo.reshape %v489 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v491 = stablehlo.transpose %v490, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v492 = "stablehlo.slice"(%v491) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v493 = stablehlo.reshape %v492 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v494 = "stablehlo.slice"(%v491) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v495 = stablehlo.reshape %v494 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v496 = "stablehlo.slice"(%v491) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v497 = stablehlo.reshape %v496 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v498 = "stablehlo.slice"(%v493) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v499 = stablehlo.dot_general %v498, %v495, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v500 = stablehlo.multiply %v499, %v410 : tensor<32x3x197x197xf32>
    %c42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v501 = stablehlo.reduce(%v500 init: %c42) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v502 = stablehlo.broadcast_in_dim %v501, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v503 = stablehlo.subtract %v500, %v502 : tensor<32x3x197x197xf32>
    %v504 = stablehlo.exponential %v503 : tensor<32x3x197x197xf32>
    %c43 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v505 = stablehlo.reduce(%v504 init: %c43) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v506 = stablehlo.broadcast_in_dim %v505, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v507 = stablehlo.divide %v504, %v506 : tensor<32x3x197x197xf32>
    %v508 = stablehlo.dot_general %v507, %v497, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v509 = stablehlo.transpose %v508, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v510 = stablehlo.reshape %v509 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v511 = stablehlo.dot_general %v510, %v462, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v512 = stablehlo.broadcast_in_dim %v463, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v513 = stablehlo.add %v511, %v512 : tensor<6304x192xf32>
    %v514 = stablehlo.add %v455, %v513 : tensor<6304x192xf32>
    %c44 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v515 = stablehlo.reduce(%v514 init: %c44) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v516 = stablehlo.broadcast_in_dim %v515, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v517 = stablehlo.multiply %v516, %v382 : tensor<6304x192xf32>
    %v518 = stablehlo.subtract %v514, %v517 : tensor<6304x192xf32>
    %v519 = stablehlo.multiply %v518, %v518 : tensor<6304x192xf32>
    %c45 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v520 = stablehlo.reduce(%v519 init: %c45) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v521 = stablehlo.broadcast_in_dim %v520, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v522 = stablehlo.multiply %v521, %v382 : tensor<6304x192xf32>
    %v523 = stablehlo.add %v522, %v389 : tensor<6304x192xf32>
    %v524 = stablehlo.rsqrt %v523 : tensor<6304x192xf32>
    %v525 = stablehlo.multiply %v518, %v524 : tensor<6304x192xf32>
    %v526 = stablehlo.broadcast_in_dim %v464, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v527 = stablehlo.multiply %v525, %v526 : tensor<6304x192xf32>
    %v528 = stablehlo.broadcast_in_dim %v465, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v529 = stablehlo.add %v527, %v528 : tensor<6304x192xf32>
    %v530 = stablehlo.dot_general %v529, %v467, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v531 = stablehlo.broadcast_in_dim %v468, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v532 = stablehlo.add %v530, %v531 : tensor<6304x768xf32>
    %v533 = stablehlo.multiply %v532, %v444 : tensor<6304x768xf32>
    %v534 = chlo.erf %v533 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v535 = stablehlo.add %v447, %v534 : tensor<6304x768xf32>
    %v536 = stablehlo.multiply %v535, %v449 : tensor<6304x768xf32>
    %v537 = stablehlo.multiply %v532, %v536 : tensor<6304x768xf32>
    %v538 = stablehlo.dot_general %v537, %v470, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v539 = stablehlo.broadcast_in_dim %v471, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v540 = stablehlo.add %v538, %v539 : tensor<6304x192xf32>
    %v541 = stablehlo.add %v514, %v540 : tensor<6304x192xf32>
    %v545 = stablehlo.transpose %v544, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v548 = stablehlo.transpose %v547, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v553 = stablehlo.transpose %v552, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v556 = stablehlo.transpose %v555, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c46 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v558 = stablehlo.reduce(%v541 init: %c46) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v559 = stablehlo.broadcast_in_dim %v558, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v560 = stablehlo.multiply %v559, %v382 : tensor<6304x192xf32>
    %v561 = stablehlo.subtract %v541, %v560 : tensor<6304x192xf32>
    %v562 = stablehlo.multiply %v561, %v561 : tensor<6304x192xf32>
    %c47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v563 = stablehlo.reduce(%v562 init: %c47) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v564 = stablehlo.broadcast_in_dim %v563, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v565 = stablehlo.multiply %v564, %v382 : tensor<6304x192xf32>
    %v566 = stablehlo.add %v565, %v389 : tensor<6304x192xf32>
    %v567 = stablehlo.rsqrt %v566 : tensor<6304x192xf32>
    %v568 = stablehlo.multiply %v561, %v567 : tensor<6304x192xf32>
    %v569 = stablehlo.broadcast_in_dim %v542, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v570 = stablehlo.multiply %v568, %v569 : tensor<6304x192xf32>
    %v571 = stablehlo.broadcast_in_dim %v543, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v572 = stablehlo.add %v570, %v571 : tensor<6304x192xf32>
    %v573 = stablehlo.dot_general %v572, %v545, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v574 = stablehlo.broadcast_in_dim %v546, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v575 = stablehlo.add %v573, %v574 : tensor<6304x576xf32>
    %v576 = stablehlo.reshape %v575 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v577 = stablehlo.transpose %v576, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v578 = "stablehlo.slice"(%v577) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v579 = stablehlo.reshape %v578 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v580 = "stablehlo.slice"(%v577) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v581 = stablehlo.reshape %v580 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v582 = "stablehlo.slice"(%v577) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v583 = stablehlo.reshape %v582 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v584 = "stablehlo.slice"(%v579) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v585 = stablehlo.dot_general %v584, %v581, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v586 = stablehlo.multiply %v585, %v410 : tensor<32x3x197x197xf32>
    %c48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v587 = stablehlo.reduce(%v586 init: %c48) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v588 = stablehlo.broadcast_in_dim %v587, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v589 = stablehlo.subtract %v586, %v588 : tensor<32x3x197x197xf32>
    %v590 = stablehlo.exponential %v589 : tensor<32x3x197x197xf32>
    %c49 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v591 = stablehlo.reduce(%v590 init: %c49) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v592 = stablehlo.broadcast_in_dim %v591, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v593 = stablehlo.divide %v590, %v592 : tensor<32x3x197x197xf32>
    %v594 = stablehlo.dot_general %v593, %v583, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v595 = stablehlo.transpose %v594, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v596 = stablehlo.reshape %v595 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v597 = stablehlo.dot_general %v596, %v548, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v598 = stablehlo.broadcast_in_dim %v549, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v599 = stablehlo.add %v597, %v598 : tensor<6304x192xf32>
    %v600 = stablehlo.add %v541, %v599 : tensor<6304x192xf32>
    %c50 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v601 = stablehlo.reduce(%v600 init: %c50) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v602 = stablehlo.broadcast_in_dim %v601, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v603 = stablehlo.multiply %v602, %v382 : tensor<6304x192xf32>
    %v604 = stablehlo.subtract %v600, %v603 : tensor<6304x192xf32>
    %v605 = stablehlo.multiply %v604, %v604 : tensor<6304x192xf32>
    %c51 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v606 = stablehlo.reduce(%v605 init: %c51) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v607 = stablehlo.broadcast_in_dim %v606, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v608 = stablehlo.multiply %v607, %v382 : tensor<6304x192xf32>
    %v609 = stablehlo.add %v608, %v389 : tensor<6304x192xf32>
    %v610 = stablehlo.rsqrt %v609 : tensor<6304x192xf32>
    %v611 = stablehlo.multiply %v604, %v610 : tensor<6304x192xf32>
    %v612 = stablehlo.broadcast_in_dim %v550, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v613 = stablehlo.multiply %v611, %v612 : tensor<6304x192xf32>
    %v614 = stablehlo.broadcast_in_dim %v551, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v615 = stablehlo.add %v613, %v614 : tensor<6304x192xf32>
    %v616 = stablehlo.dot_general %v615, %v553, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v617 = stablehlo.broadcast_in_dim %v554, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v618 = stablehlo.add %v616, %v617 : tensor<6304x768xf32>
    %v619 = stablehlo.multiply %v618, %v444 : tensor<6304x768xf32>
    %v620 = chlo.erf %v619 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v621 = stablehlo.add %v447, %v620 : tensor<6304x768xf32>
    %v622 = stablehlo.multiply %v621, %v449 : tensor<6304x768xf32>
    %v623 = stablehlo.multiply %v618, %v622 : tensor<6304x768xf32>
    %v624 = stablehlo.dot_general %v623, %v556, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v625 = stablehlo.broadcast_in_dim %v557, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v626 = stablehlo.add %v624, %v625 : tensor<6304x192xf32>
    %v627 = stablehlo.add %v600, %v626 : tensor<6304x192xf32>
    %v631 = stablehlo.transpose %v630, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v634 = stablehlo.transpose %v633, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v639 = stablehlo.transpose %v638, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v642 = stablehlo.transpose %v641, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c52 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v644 = stablehlo.reduce(%v627 init: %c52) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v645 = stablehlo.broadcast_in_dim %v644, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v646 = stablehlo.multiply %v645, %v382 : tensor<6304x192xf32>
    %v647 = stablehlo.subtract %v627, %v646 : tensor<6304x192xf32>
    %v648 = stablehlo.multiply %v647, %v647 : tensor<6304x192xf32>
    %c53 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v649 = stablehlo.reduce(%v648 init: %c53) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v650 = stablehlo.broadcast_in_dim %v649, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v651 = stablehlo.multiply %v650, %v382 : tensor<6304x192xf32>
    %v652 = stablehlo.add %v651, %v389 : tensor<6304x192xf32>
    %v653 = stablehlo.rsqrt %v652 : tensor<6304x192xf32>
    %v654 = stablehlo.multiply %v647, %v653 : tensor<6304x192xf32>
    %v655 = stablehlo.broadcast_in_dim %v628, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v656 = stablehlo.multiply %v654, %v655 : tensor<6304x192xf32>
    %v657 = stablehlo.broadcast_in_dim %v629, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v658 = stablehlo.add %v656, %v657 : tensor<6304x192xf32>
    %v659 = stablehlo.dot_general %v658, %v631, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v660 = stablehlo.broadcast_in_dim %v632, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v661 = stablehlo.add %v659, %v660 : tensor<6304x576xf32>
    %v662 = stablehlo.reshape %v661 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v663 = stablehlo.transpose %v662, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v664 = "stablehlo.slice"(%v663) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v665 = stablehlo.reshape %v664 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v666 = "stablehlo.slice"(%v663) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v667 = stablehlo.reshape %v666 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v668 = "stablehlo.slice"(%v663) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v669 = stablehlo.reshape %v668 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v670 = "stablehlo.slice"(%v665) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v671 = stablehlo.dot_general %v670, %v667, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v672 = stablehlo.multiply %v671, %v410 : tensor<32x3x197x197xf32>
    %c54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v673 = stablehlo.reduce(%v672 init: %c54) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v674 = stablehlo.broadcast_in_dim %v673, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v675 = stablehlo.subtract %v672, %v674 : tensor<32x3x197x197xf32>
    %v676 = stablehlo.exponential %v675 : tensor<32x3x197x197xf32>
    %c55 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v677 = stablehlo.reduce(%v676 init: %c55) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v678 = stablehlo.broadcast_in_dim %v677, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v679 = stablehlo.divide %v676, %v678 : tensor<32x3x197x197xf32>
    %v680 = stablehlo.dot_general %v679, %v669, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v681 = stablehlo.transpose %v680, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v682 = stablehlo.reshape %v681 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v683 = stablehlo.dot_general %v682, %v634, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v684 = stablehlo.broadcast_in_dim %v635, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v685 = stablehlo.add %v683, %v684 : tensor<6304x192xf32>
    %v686 = stablehlo.add %v627, %v685 : tensor<6304x192xf32>
    %c56 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v687 = stablehlo.reduce(%v686 init: %c56) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v688 = stablehlo.broadcast_in_dim %v687, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v689 = stablehlo.multiply %v688, %v382 : tensor<6304x192xf32>
    %v690 = stablehlo.subtract %v686, %v689 : tensor<6304x192xf32>
    %v691 = stablehlo.multiply %v690, %v690 : tensor<6304x192xf32>
    %c57 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v692 = stablehlo.reduce(%v691 init: %c57) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v693 = stablehlo.broadcast_in_dim %v692, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v694 = stablehlo.multiply %v693, %v382 : tensor<6304x192xf32>
    %v695 = stablehlo.add %v694, %v389 : tensor<6304x192xf32>
    %v696 = stablehlo.rsqrt %v695 : tensor<6304x192xf32>
    %v697 = stablehlo.multiply %v690, %v696 : tensor<6304x192xf32>
    %v698 = stablehlo.broadcast_in_dim %v636, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v699 = stablehlo.multiply %v697, %v698 : tensor<6304x192xf32>
    %v700 = stablehlo.broadcast_in_dim %v637, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v701 = stablehlo.add %v699, %v700 : tensor<6304x192xf32>
    %v702 = stablehlo.dot_general %v701, %v639, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v703 = stablehlo.broadcast_in_dim %v640, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v704 = stablehlo.add %v702, %v703 : tensor<6304x768xf32>
    %v705 = stablehlo.multiply %v704, %v444 : tensor<6304x768xf32>
    %v706 = chlo.erf %v705 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v707 = stablehlo.add %v447, %v706 : tensor<6304x768xf32>
    %v708 = stablehlo.multiply %v707, %v449 : tensor<6304x768xf32>
    %v709 = stablehlo.multiply %v704, %v708 : tensor<6304x768xf32>
    %v710 = stablehlo.dot_general %v709, %v642, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v711 = stablehlo.broadcast_in_dim %v643, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v712 = stablehlo.add %v710, %v711 : tensor<6304x192xf32>
    %v713 = stablehlo.add %v686, %v712 : tensor<6304x192xf32>
    %v717 = stablehlo.transpose %v716, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v720 = stablehlo.transpose %v719, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v725 = stablehlo.transpose %v724, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v728 = stablehlo.transpose %v727, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c58 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v730 = stablehlo.reduce(%v713 init: %c58) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v731 = stablehlo.broadcast_in_dim %v730, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v732 = stablehlo.multiply %v731, %v382 : tensor<6304x192xf32>
    %v733 = stablehlo.subtract %v713, %v732 : tensor<6304x192xf32>
    %v734 = stablehlo.multiply %v733, %v733 : tensor<6304x192xf32>
    %c59 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v735 = stablehlo.reduce(%v734 init: %c59) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v736 = stablehlo.broadcast_in_dim %v735, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v737 = stablehlo.multiply %v736, %v382 : tensor<6304x192xf32>
    %v738 = stablehlo.add %v737, %v389 : tensor<6304x192xf32>
    %v739 = stablehlo.rsqrt %v738 : tensor<6304x192xf32>
    %v740 = stablehlo.multiply %v733, %v739 : tensor<6304x192xf32>
    %v741 = stablehlo.broadcast_in_dim %v714, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v742 = stablehlo.multiply %v740, %v741 : tensor<6304x192xf32>
    %v743 = stablehlo.broadcast_in_dim %v715, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v744 = stablehlo.add %v742, %v743 : tensor<6304x192xf32>
    %v745 = stablehlo.dot_general %v744, %v717, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v746 = stablehlo.broadcast_in_dim %v718, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v747 = stablehlo.add %v745, %v746 : tensor<6304x576xf32>
    %v748 = stablehlo.reshape %v747 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v749 = stablehlo.transpose %v748, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v750 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v751 = stablehlo.reshape %v750 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v752 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v753 = stablehlo.reshape %v752 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v754 = "stablehlo.slice"(%v749) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v755 = stablehlo.reshape %v754 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v756 = "stablehlo.slice"(%v751) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v757 = stablehlo.dot_general %v756, %v753, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v758 = stablehlo.multiply %v757, %v410 : tensor<32x3x197x197xf32>
    %c60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v759 = stablehlo.reduce(%v758 init: %c60) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v760 = stablehlo.broadcast_in_dim %v759, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v761 = stablehlo.subtract %v758, %v760 : tensor<32x3x197x197xf32>
    %v762 = stablehlo.exponential %v761 : tensor<32x3x197x197xf32>
    %c61 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v763 = stablehlo.reduce(%v762 init: %c61) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v764 = stablehlo.broadcast_in_dim %v763, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v765 = stablehlo.divide %v762, %v764 : tensor<32x3x197x197xf32>
    %v766 = stablehlo.dot_general %v765, %v755, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v767 = stablehlo.transpose %v766, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v768 = stablehlo.reshape %v767 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v769 = stablehlo.dot_general %v768, %v720, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v770 = stablehlo.broadcast_in_dim %v721, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v771 = stablehlo.add %v769, %v770 : tensor<6304x192xf32>
    %v772 = stablehlo.add %v713, %v771 : tensor<6304x192xf32>
    %c62 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v773 = stablehlo.reduce(%v772 init: %c62) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v774 = stablehlo.broadcast_in_dim %v773, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v775 = stablehlo.multiply %v774, %v382 : tensor<6304x192xf32>
    %v776 = stablehlo.subtract %v772, %v775 : tensor<6304x192xf32>
    %v777 = stablehlo.multiply %v776, %v776 : tensor<6304x192xf32>
    %c63 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v778 = stablehlo.reduce(%v777 init: %c63) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v779 = stablehlo.broadcast_in_dim %v778, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v780 = stablehlo.multiply %v779, %v382 : tensor<6304x192xf32>
    %v781 = stablehlo.add %v780, %v389 : tensor<6304x192xf32>
    %v782 = stablehlo.rsqrt %v781 : tensor<6304x192xf32>
    %v783 = stablehlo.multiply %v776, %v782 : tensor<6304x192xf32>
    %v784 = stablehlo.broadcast_in_dim %v722, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v785 = stablehlo.multiply %v783, %v784 : tensor<6304x192xf32>
    %v786 = stablehlo.broadcast_in_dim %v723, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v787 = stablehlo.add %v785, %v786 : tensor<6304x192xf32>
    %v788 = stablehlo.dot_general %v787, %v725, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v789 = stablehlo.broadcast_in_dim %v726, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v790 = stablehlo.add %v788, %v789 : tensor<6304x768xf32>
    %v791 = stablehlo.multiply %v790, %v444 : tensor<6304x768xf32>
    %v792 = chlo.erf %v791 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v793 = stablehlo.add %v447, %v792 : tensor<6304x768xf32>
    %v794 = stablehlo.multiply %v793, %v449 : tensor<6304x768xf32>
    %v795 = stablehlo.multiply %v790, %v794 : tensor<6304x768xf32>
    %v796 = stablehlo.dot_general %v795, %v728, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v797 = stablehlo.broadcast_in_dim %v729, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v798 = stablehlo.add %v796, %v797 : tensor<6304x192xf32>
    %v799 = stablehlo.add %v772, %v798 : tensor<6304x192xf32>
    %v803 = stablehlo.transpose %v802, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v806 = stablehlo.transpose %v805, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v811 = stablehlo.transpose %v810, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v814 = stablehlo.transpose %v813, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c64 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v816 = stablehlo.reduce(%v799 init: %c64) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v817 = stablehlo.broadcast_in_dim %v816, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v818 = stablehlo.multiply %v817, %v382 : tensor<6304x192xf32>
    %v819 = stablehlo.subtract %v799, %v818 : tensor<6304x192xf32>
    %v820 = stablehlo.multiply %v819, %v819 : tensor<6304x192xf32>
    %c65 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v821 = stablehlo.reduce(%v820 init: %c65) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v822 = stablehlo.broadcast_in_dim %v821, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v823 = stablehlo.multiply %v822, %v382 : tensor<6304x192xf32>
    %v824 = stablehlo.add %v823, %v389 : tensor<6304x192xf32>
    %v825 = stablehlo.rsqrt %v824 : tensor<6304x192xf32>
    %v826 = stablehlo.multiply %v819, %v825 : tensor<6304x192xf32>
    %v827 = stablehlo.broadcast_in_dim %v800, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v828 = stablehlo.multiply %v826, %v827 : tensor<6304x192xf32>
    %v829 = stablehlo.broadcast_in_dim %v801, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v830 = stablehlo.add %v828, %v829 : tensor<6304x192xf32>
    %v831 = stablehlo.dot_general %v830, %v803, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v832 = stablehlo.broadcast_in_dim %v804, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v833 = stablehlo.add %v831, %v832 : tensor<6304x576xf32>
    %v834 = stablehlo.reshape %v833 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v835 = stablehlo.transpose %v834, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v836 = "stablehlo.slice"(%v835) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v837 = stablehlo.reshape %v836 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v838 = "stablehlo.slice"(%v835) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v839 = stablehlo.reshape %v838 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v840 = "stablehlo.slice"(%v835) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v841 = stablehlo.reshape %v840 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v842 = "stablehlo.slice"(%v837) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v843 = stablehlo.dot_general %v842, %v839, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v844 = stablehlo.multiply %v843, %v410 : tensor<32x3x197x197xf32>
    %c66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v845 = stablehlo.reduce(%v844 init: %c66) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v846 = stablehlo.broadcast_in_dim %v845, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v847 = stablehlo.subtract %v844, %v846 : tensor<32x3x197x197xf32>
    %v848 = stablehlo.exponential %v847 : tensor<32x3x197x197xf32>
    %c67 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v849 = stablehlo.reduce(%v848 init: %c67) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v850 = stablehlo.broadcast_in_dim %v849, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v851 = stablehlo.divide %v848, %v850 : tensor<32x3x197x197xf32>
    %v852 = stablehlo.dot_general %v851, %v841, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v853 = stablehlo.transpose %v852, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v854 = stablehlo.reshape %v853 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v855 = stablehlo.dot_general %v854, %v806, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v856 = stablehlo.broadcast_in_dim %v807, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v857 = stablehlo.add %v855, %v856 : tensor<6304x192xf32>
    %v858 = stablehlo.add %v799, %v857 : tensor<6304x192xf32>
    %c68 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v859 = stablehlo.reduce(%v858 init: %c68) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v860 = stablehlo.broadcast_in_dim %v859, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v861 = stablehlo.multiply %v860, %v382 : tensor<6304x192xf32>
    %v862 = stablehlo.subtract %v858, %v861 : tensor<6304x192xf32>
    %v863 = stablehlo.multiply %v862, %v862 : tensor<6304x192xf32>
    %c69 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v864 = stablehlo.reduce(%v863 init: %c69) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v865 = stablehlo.broadcast_in_dim %v864, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v866 = stablehlo.multiply %v865, %v382 : tensor<6304x192xf32>
    %v867 = stablehlo.add %v866, %v389 : tensor<6304x192xf32>
    %v868 = stablehlo.rsqrt %v867 : tensor<6304x192xf32>
    %v869 = stablehlo.multiply %v862, %v868 : tensor<6304x192xf32>
    %v870 = stablehlo.broadcast_in_dim %v808, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v871 = stablehlo.multiply %v869, %v870 : tensor<6304x192xf32>
    %v872 = stablehlo.broadcast_in_dim %v809, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v873 = stablehlo.add %v871, %v872 : tensor<6304x192xf32>
    %v874 = stablehlo.dot_general %v873, %v811, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v875 = stablehlo.broadcast_in_dim %v812, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v876 = stablehlo.add %v874, %v875 : tensor<6304x768xf32>
    %v877 = stablehlo.multiply %v876, %v444 : tensor<6304x768xf32>
    %v878 = chlo.erf %v877 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v879 = stablehlo.add %v447, %v878 : tensor<6304x768xf32>
    %v880 = stablehlo.multiply %v879, %v449 : tensor<6304x768xf32>
    %v881 = stablehlo.multiply %v876, %v880 : tensor<6304x768xf32>
    %v882 = stablehlo.dot_general %v881, %v814, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v883 = stablehlo.broadcast_in_dim %v815, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v884 = stablehlo.add %v882, %v883 : tensor<6304x192xf32>
    %v885 = stablehlo.add %v858, %v884 : tensor<6304x192xf32>
    %v889 = stablehlo.transpose %v888, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v892 = stablehlo.transpose %v891, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v897 = stablehlo.transpose %v896, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v900 = stablehlo.transpose %v899, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c70 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v902 = stablehlo.reduce(%v885 init: %c70) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v903 = stablehlo.broadcast_in_dim %v902, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v904 = stablehlo.multiply %v903, %v382 : tensor<6304x192xf32>
    %v905 = stablehlo.subtract %v885, %v904 : tensor<6304x192xf32>
    %v906 = stablehlo.multiply %v905, %v905 : tensor<6304x192xf32>
    %c71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v907 = stablehlo.reduce(%v906 init: %c71) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v908 = stablehlo.broadcast_in_dim %v907, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v909 = stablehlo.multiply %v908, %v382 : tensor<6304x192xf32>
    %v910 = stablehlo.add %v909, %v389 : tensor<6304x192xf32>
    %v911 = stablehlo.rsqrt %v910 : tensor<6304x192xf32>
    %v912 = stablehlo.multiply %v905, %v911 : tensor<6304x192xf32>
    %v913 = stablehlo.broadcast_in_dim %v886, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v914 = stablehlo.multiply %v912, %v913 : tensor<6304x192xf32>
    %v915 = stablehlo.broadcast_in_dim %v887, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v916 = stablehlo.add %v914, %v915 : tensor<6304x192xf32>
    %v917 = stablehlo.dot_general %v916, %v889, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v918 = stablehlo.broadcast_in_dim %v890, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v919 = stablehlo.add %v917, %v918 : tensor<6304x576xf32>
    %v920 = stablehlo.reshape %v919 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v921 = stablehlo.transpose %v920, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v922 = "stablehlo.slice"(%v921) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v923 = stablehlo.reshape %v922 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v924 = "stablehlo.slice"(%v921) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v925 = stablehlo.reshape %v924 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v926 = "stablehlo.slice"(%v921) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v927 = stablehlo.reshape %v926 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v928 = "stablehlo.slice"(%v923) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v929 = stablehlo.dot_general %v928, %v925, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v930 = stablehlo.multiply %v929, %v410 : tensor<32x3x197x197xf32>
    %c72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v931 = stablehlo.reduce(%v930 init: %c72) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v932 = stablehlo.broadcast_in_dim %v931, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v933 = stablehlo.subtract %v930, %v932 : tensor<32x3x197x197xf32>
    %v934 = stablehlo.exponential %v933 : tensor<32x3x197x197xf32>
    %c73 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v935 = stablehlo.reduce(%v934 init: %c73) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v936 = stablehlo.broadcast_in_dim %v935, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v937 = stablehlo.divide %v934, %v936 : tensor<32x3x197x197xf32>
    %v938 = stablehlo.dot_general %v937, %v927, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v939 = stablehlo.transpose %v938, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v940 = stablehlo.reshape %v939 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v941 = stablehlo.dot_general %v940, %v892, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v942 = stablehlo.broadcast_in_dim %v893, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v943 = stablehlo.add %v941, %v942 : tensor<6304x192xf32>
    %v944 = stablehlo.add %v885, %v943 : tensor<6304x192xf32>
    %c74 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v945 = stablehlo.reduce(%v944 init: %c74) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v946 = stablehlo.broadcast_in_dim %v945, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v947 = stablehlo.multiply %v946, %v382 : tensor<6304x192xf32>
    %v948 = stablehlo.subtract %v944, %v947 : tensor<6304x192xf32>
    %v949 = stablehlo.multiply %v948, %v948 : tensor<6304x192xf32>
    %c75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v950 = stablehlo.reduce(%v949 init: %c75) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v951 = stablehlo.broadcast_in_dim %v950, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v952 = stablehlo.multiply %v951, %v382 : tensor<6304x192xf32>
    %v953 = stablehlo.add %v952, %v389 : tensor<6304x192xf32>
    %v954 = stablehlo.rsqrt %v953 : tensor<6304x192xf32>
    %v955 = stablehlo.multiply %v948, %v954 : tensor<6304x192xf32>
    %v956 = stablehlo.broadcast_in_dim %v894, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v957 = stablehlo.multiply %v955, %v956 : tensor<6304x192xf32>
    %v958 = stablehlo.broadcast_in_dim %v895, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v959 = stablehlo.add %v957, %v958 : tensor<6304x192xf32>
    %v960 = stablehlo.dot_general %v959, %v897, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v961 = stablehlo.broadcast_in_dim %v898, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v962 = stablehlo.add %v960, %v961 : tensor<6304x768xf32>
    %v963 = stablehlo.multiply %v962, %v444 : tensor<6304x768xf32>
    %v964 = chlo.erf %v963 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v965 = stablehlo.add %v447, %v964 : tensor<6304x768xf32>
    %v966 = stablehlo.multiply %v965, %v449 : tensor<6304x768xf32>
    %v967 = stablehlo.multiply %v962, %v966 : tensor<6304x768xf32>
    %v968 = stablehlo.dot_general %v967, %v900, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v969 = stablehlo.broadcast_in_dim %v901, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v970 = stablehlo.add %v968, %v969 : tensor<6304x192xf32>
    %v971 = stablehlo.add %v944, %v970 : tensor<6304x192xf32>
    %v975 = stablehlo.transpose %v974, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v978 = stablehlo.transpose %v977, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v983 = stablehlo.transpose %v982, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v986 = stablehlo.transpose %v985, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c76 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v988 = stablehlo.reduce(%v971 init: %c76) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v989 = stablehlo.broadcast_in_dim %v988, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v990 = stablehlo.multiply %v989, %v382 : tensor<6304x192xf32>
    %v991 = stablehlo.subtract %v971, %v990 : tensor<6304x192xf32>
    %v992 = stablehlo.multiply %v991, %v991 : tensor<6304x192xf32>
    %c77 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v993 = stablehlo.reduce(%v992 init: %c77) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v994 = stablehlo.broadcast_in_dim %v993, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v995 = stablehlo.multiply %v994, %v382 : tensor<6304x192xf32>
    %v996 = stablehlo.add %v995, %v389 : tensor<6304x192xf32>
    %v997 = stablehlo.rsqrt %v996 : tensor<6304x192xf32>
    %v998 = stablehlo.multiply %v991, %v997 : tensor<6304x192xf32>
    %v999 = stablehlo.broadcast_in_dim %v972, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1000 = stablehlo.multiply %v998, %v999 : tensor<6304x192xf32>
    %v1001 = stablehlo.broadcast_in_dim %v973, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1002 = stablehlo.add %v1000, %v1001 : tensor<6304x192xf32>
    %v1003 = stablehlo.dot_general %v1002, %v975, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1004 = stablehlo.broadcast_in_dim %v976, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1005 = stablehlo.add %v1003, %v1004 : tensor<6304x576xf32>
    %v1006 = stablehlo.reshape %v1005 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1007 = stablehlo.transpose %v1006, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1008 = "stablehlo.slice"(%v1007) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1009 = stablehlo.reshape %v1008 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1010 = "stablehlo.slice"(%v1007) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1011 = stablehlo.reshape %v1010 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1012 = "stablehlo.slice"(%v1007) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1013 = stablehlo.reshape %v1012 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1014 = "stablehlo.slice"(%v1009) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1015 = stablehlo.dot_general %v1014, %v1011, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1016 = stablehlo.multiply %v1015, %v410 : tensor<32x3x197x197xf32>
    %c78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1017 = stablehlo.reduce(%v1016 init: %c78) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1018 = stablehlo.broadcast_in_dim %v1017, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1019 = stablehlo.subtract %v1016, %v1018 : tensor<32x3x197x197xf32>
    %v1020 = stablehlo.exponential %v1019 : tensor<32x3x197x197xf32>
    %c79 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1021 = stablehlo.reduce(%v1020 init: %c79) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1022 = stablehlo.broadcast_in_dim %v1021, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1023 = stablehlo.divide %v1020, %v1022 : tensor<32x3x197x197xf32>
    %v1024 = stablehlo.dot_general %v1023, %v1013, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1025 = stablehlo.transpose %v1024, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1026 = stablehlo.reshape %v1025 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1027 = stablehlo.dot_general %v1026, %v978, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1028 = stablehlo.broadcast_in_dim %v979, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1029 = stablehlo.add %v1027, %v1028 : tensor<6304x192xf32>
    %v1030 = stablehlo.add %v971, %v1029 : tensor<6304x192xf32>
    %c80 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1031 = stablehlo.reduce(%v1030 init: %c80) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1032 = stablehlo.broadcast_in_dim %v1031, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1033 = stablehlo.multiply %v1032, %v382 : tensor<6304x192xf32>
    %v1034 = stablehlo.subtract %v1030, %v1033 : tensor<6304x192xf32>
    %v1035 = stablehlo.multiply %v1034, %v1034 : tensor<6304x192xf32>
    %c81 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1036 = stablehlo.reduce(%v1035 init: %c81) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1037 = stablehlo.broadcast_in_dim %v1036, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1038 = stablehlo.multiply %v1037, %v382 : tensor<6304x192xf32>
    %v1039 = stablehlo.add %v1038, %v389 : tensor<6304x192xf32>
    %v1040 = stablehlo.rsqrt %v1039 : tensor<6304x192xf32>
    %v1041 = stablehlo.multiply %v1034, %v1040 : tensor<6304x192xf32>
    %v1042 = stablehlo.broadcast_in_dim %v980, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1043 = stablehlo.multiply %v1041, %v1042 : tensor<6304x192xf32>
    %v1044 = stablehlo.broadcast_in_dim %v981, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1045 = stablehlo.add %v1043, %v1044 : tensor<6304x192xf32>
    %v1046 = stablehlo.dot_general %v1045, %v983, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1047 = stablehlo.broadcast_in_dim %v984, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1048 = stablehlo.add %v1046, %v1047 : tensor<6304x768xf32>
    %v1049 = stablehlo.multiply %v1048, %v444 : tensor<6304x768xf32>
    %v1050 = chlo.erf %v1049 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1051 = stablehlo.add %v447, %v1050 : tensor<6304x768xf32>
    %v1052 = stablehlo.multiply %v1051, %v449 : tensor<6304x768xf32>
    %v1053 = stablehlo.multiply %v1048, %v1052 : tensor<6304x768xf32>
    %v1054 = stablehlo.dot_general %v1053, %v986, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1055 = stablehlo.broadcast_in_dim %v987, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1056 = stablehlo.add %v1054, %v1055 : tensor<6304x192xf32>
    %v1057 = stablehlo.add %v1030, %v1056 : tensor<6304x192xf32>
    %v1061 = stablehlo.transpose %v1060, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1064 = stablehlo.transpose %v1063, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1069 = stablehlo.transpose %v1068, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1072 = stablehlo.transpose %v1071, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c82 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1074 = stablehlo.reduce(%v1057 init: %c82) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1075 = stablehlo.broadcast_in_dim %v1074, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1076 = stablehlo.multiply %v1075, %v382 : tensor<6304x192xf32>
    %v1077 = stablehlo.subtract %v1057, %v1076 : tensor<6304x192xf32>
    %v1078 = stablehlo.multiply %v1077, %v1077 : tensor<6304x192xf32>
    %c83 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1079 = stablehlo.reduce(%v1078 init: %c83) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1080 = stablehlo.broadcast_in_dim %v1079, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1081 = stablehlo.multiply %v1080, %v382 : tensor<6304x192xf32>
    %v1082 = stablehlo.add %v1081, %v389 : tensor<6304x192xf32>
    %v1083 = stablehlo.rsqrt %v1082 : tensor<6304x192xf32>
    %v1084 = stablehlo.multiply %v1077, %v1083 : tensor<6304x192xf32>
    %v1085 = stablehlo.broadcast_in_dim %v1058, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1086 = stablehlo.multiply %v1084, %v1085 : tensor<6304x192xf32>
    %v1087 = stablehlo.broadcast_in_dim %v1059, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1088 = stablehlo.add %v1086, %v1087 : tensor<6304x192xf32>
    %v1089 = stablehlo.dot_general %v1088, %v1061, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1090 = stablehlo.broadcast_in_dim %v1062, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1091 = stablehlo.add %v1089, %v1090 : tensor<6304x576xf32>
    %v1092 = stablehlo.reshape %v1091 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1093 = stablehlo.transpose %v1092, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1094 = "stablehlo.slice"(%v1093) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1095 = stablehlo.reshape %v1094 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1096 = "stablehlo.slice"(%v1093) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1097 = stablehlo.reshape %v1096 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1098 = "stablehlo.slice"(%v1093) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1099 = stablehlo.reshape %v1098 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1100 = "stablehlo.slice"(%v1095) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1101 = stablehlo.dot_general %v1100, %v1097, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1102 = stablehlo.multiply %v1101, %v410 : tensor<32x3x197x197xf32>
    %c84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1103 = stablehlo.reduce(%v1102 init: %c84) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1104 = stablehlo.broadcast_in_dim %v1103, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1105 = stablehlo.subtract %v1102, %v1104 : tensor<32x3x197x197xf32>
    %v1106 = stablehlo.exponential %v1105 : tensor<32x3x197x197xf32>
    %c85 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1107 = stablehlo.reduce(%v1106 init: %c85) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1108 = stablehlo.broadcast_in_dim %v1107, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1109 = stablehlo.divide %v1106, %v1108 : tensor<32x3x197x197xf32>
    %v1110 = stablehlo.dot_general %v1109, %v1099, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1111 = stablehlo.transpose %v1110, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1112 = stablehlo.reshape %v1111 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1113 = stablehlo.dot_general %v1112, %v1064, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1114 = stablehlo.broadcast_in_dim %v1065, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1115 = stablehlo.add %v1113, %v1114 : tensor<6304x192xf32>
    %v1116 = stablehlo.add %v1057, %v1115 : tensor<6304x192xf32>
    %c86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1117 = stablehlo.reduce(%v1116 init: %c86) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1118 = stablehlo.broadcast_in_dim %v1117, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1119 = stablehlo.multiply %v1118, %v382 : tensor<6304x192xf32>
    %v1120 = stablehlo.subtract %v1116, %v1119 : tensor<6304x192xf32>
    %v1121 = stablehlo.multiply %v1120, %v1120 : tensor<6304x192xf32>
    %c87 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1122 = stablehlo.reduce(%v1121 init: %c87) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1123 = stablehlo.broadcast_in_dim %v1122, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1124 = stablehlo.multiply %v1123, %v382 : tensor<6304x192xf32>
    %v1125 = stablehlo.add %v1124, %v389 : tensor<6304x192xf32>
    %v1126 = stablehlo.rsqrt %v1125 : tensor<6304x192xf32>
    %v1127 = stablehlo.multiply %v1120, %v1126 : tensor<6304x192xf32>
    %v1128 = stablehlo.broadcast_in_dim %v1066, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1129 = stablehlo.multiply %v1127, %v1128 : tensor<6304x192xf32>
    %v1130 = stablehlo.broadcast_in_dim %v1067, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1131 = stablehlo.add %v1129, %v1130 : tensor<6304x192xf32>
    %v1132 = stablehlo.dot_general %v1131, %v1069, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1133 = stablehlo.broadcast_in_dim %v1070, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1134 = stablehlo.add %v1132, %v1133 : tensor<6304x768xf32>
    %v1135 = stablehlo.multiply %v1134, %v444 : tensor<6304x768xf32>
    %v1136 = chlo.erf %v1135 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1137 = stablehlo.add %v447, %v1136 : tensor<6304x768xf32>
    %v1138 = stablehlo.multiply %v1137, %v449 : tensor<6304x768xf32>
    %v1139 = stablehlo.multiply %v1134, %v1138 : tensor<6304x768xf32>
    %v1140 = stablehlo.dot_general %v1139, %v1072, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1141 = stablehlo.broadcast_in_dim %v1073, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1142 = stablehlo.add %v1140, %v1141 : tensor<6304x192xf32>
    %v1143 = stablehlo.add %v1116, %v1142 : tensor<6304x192xf32>
    %v1147 = stablehlo.transpose %v1146, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1150 = stablehlo.transpose %v1149, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1155 = stablehlo.transpose %v1154, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1158 = stablehlo.transpose %v1157, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c88 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1160 = stablehlo.reduce(%v1143 init: %c88) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1161 = stablehlo.broadcast_in_dim %v1160, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1162 = stablehlo.multiply %v1161, %v382 : tensor<6304x192xf32>
    %v1163 = stablehlo.subtract %v1143, %v1162 : tensor<6304x192xf32>
    %v1164 = stablehlo.multiply %v1163, %v1163 : tensor<6304x192xf32>
    %c89 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1165 = stablehlo.reduce(%v1164 init: %c89) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1166 = stablehlo.broadcast_in_dim %v1165, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1167 = stablehlo.multiply %v1166, %v382 : tensor<6304x192xf32>
    %v1168 = stablehlo.add %v1167, %v389 : tensor<6304x192xf32>
    %v1169 = stablehlo.rsqrt %v1168 : tensor<6304x192xf32>
    %v1170 = stablehlo.multiply %v1163, %v1169 : tensor<6304x192xf32>
    %v1171 = stablehlo.broadcast_in_dim %v1144, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1172 = stablehlo.multiply %v1170, %v1171 : tensor<6304x192xf32>
    %v1173 = stablehlo.broadcast_in_dim %v1145, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1174 = stablehlo.add %v1172, %v1173 : tensor<6304x192xf32>
    %v1175 = stablehlo.dot_general %v1174, %v1147, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1176 = stablehlo.broadcast_in_dim %v1148, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1177 = stablehlo.add %v1175, %v1176 : tensor<6304x576xf32>
    %v1178 = stablehlo.reshape %v1177 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1179 = stablehlo.transpose %v1178, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1180 = "stablehlo.slice"(%v1179) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1181 = stablehlo.reshape %v1180 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1182 = "stablehlo.slice"(%v1179) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1183 = stablehlo.reshape %v1182 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1184 = "stablehlo.slice"(%v1179) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1185 = stablehlo.reshape %v1184 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1186 = "stablehlo.slice"(%v1181) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1187 = stablehlo.dot_general %v1186, %v1183, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1188 = stablehlo.multiply %v1187, %v410 : tensor<32x3x197x197xf32>
    %c90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1189 = stablehlo.reduce(%v1188 init: %c90) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1190 = stablehlo.broadcast_in_dim %v1189, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1191 = stablehlo.subtract %v1188, %v1190 : tensor<32x3x197x197xf32>
    %v1192 = stablehlo.exponential %v1191 : tensor<32x3x197x197xf32>
    %c91 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1193 = stablehlo.reduce(%v1192 init: %c91) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1194 = stablehlo.broadcast_in_dim %v1193, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1195 = stablehlo.divide %v1192, %v1194 : tensor<32x3x197x197xf32>
    %v1196 = stablehlo.dot_general %v1195, %v1185, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1197 = stablehlo.transpose %v1196, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1198 = stablehlo.reshape %v1197 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1199 = stablehlo.dot_general %v1198, %v1150, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1200 = stablehlo.broadcast_in_dim %v1151, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1201 = stablehlo.add %v1199, %v1200 : tensor<6304x192xf32>
    %v1202 = stablehlo.add %v1143, %v1201 : tensor<6304x192xf32>
    %c92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1203 = stablehlo.reduce(%v1202 init: %c92) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1204 = stablehlo.broadcast_in_dim %v1203, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1205 = stablehlo.multiply %v1204, %v382 : tensor<6304x192xf32>
    %v1206 = stablehlo.subtract %v1202, %v1205 : tensor<6304x192xf32>
    %v1207 = stablehlo.multiply %v1206, %v1206 : tensor<6304x192xf32>
    %c93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1208 = stablehlo.reduce(%v1207 init: %c93) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1209 = stablehlo.broadcast_in_dim %v1208, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1210 = stablehlo.multiply %v1209, %v382 : tensor<6304x192xf32>
    %v1211 = stablehlo.add %v1210, %v389 : tensor<6304x192xf32>
    %v1212 = stablehlo.rsqrt %v1211 : tensor<6304x192xf32>
    %v1213 = stablehlo.multiply %v1206, %v1212 : tensor<6304x192xf32>
    %v1214 = stablehlo.broadcast_in_dim %v1152, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1215 = stablehlo.multiply %v1213, %v1214 : tensor<6304x192xf32>
    %v1216 = stablehlo.broadcast_in_dim %v1153, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1217 = stablehlo.add %v1215, %v1216 : tensor<6304x192xf32>
    %v1218 = stablehlo.dot_general %v1217, %v1155, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1219 = stablehlo.broadcast_in_dim %v1156, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1220 = stablehlo.add %v1218, %v1219 : tensor<6304x768xf32>
    %v1221 = stablehlo.multiply %v1220, %v444 : tensor<6304x768xf32>
    %v1222 = chlo.erf %v1221 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1223 = stablehlo.add %v447, %v1222 : tensor<6304x768xf32>
    %v1224 = stablehlo.multiply %v1223, %v449 : tensor<6304x768xf32>
    %v1225 = stablehlo.multiply %v1220, %v1224 : tensor<6304x768xf32>
    %v1226 = stablehlo.dot_general %v1225, %v1158, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1227 = stablehlo.broadcast_in_dim %v1159, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1228 = stablehlo.add %v1226, %v1227 : tensor<6304x192xf32>
    %v1229 = stablehlo.add %v1202, %v1228 : tensor<6304x192xf32>
    %v1233 = stablehlo.transpose %v1232, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1236 = stablehlo.transpose %v1235, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1241 = stablehlo.transpose %v1240, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1244 = stablehlo.transpose %v1243, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c94 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1246 = stablehlo.reduce(%v1229 init: %c94) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1247 = stablehlo.broadcast_in_dim %v1246, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1248 = stablehlo.multiply %v1247, %v382 : tensor<6304x192xf32>
    %v1249 = stablehlo.subtract %v1229, %v1248 : tensor<6304x192xf32>
    %v1250 = stablehlo.multiply %v1249, %v1249 : tensor<6304x192xf32>
    %c95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1251 = stablehlo.reduce(%v1250 init: %c95) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1252 = stablehlo.broadcast_in_dim %v1251, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1253 = stablehlo.multiply %v1252, %v382 : tensor<6304x192xf32>
    %v1254 = stablehlo.add %v1253, %v389 : tensor<6304x192xf32>
    %v1255 = stablehlo.rsqrt %v1254 : tensor<6304x192xf32>
    %v1256 = stablehlo.multiply %v1249, %v1255 : tensor<6304x192xf32>
    %v1257 = stablehlo.broadcast_in_dim %v1230, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1258 = stablehlo.multiply %v1256, %v1257 : tensor<6304x192xf32>
    %v1259 = stablehlo.broadcast_in_dim %v1231, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1260 = stablehlo.add %v1258, %v1259 : tensor<6304x192xf32>
    %v1261 = stablehlo.dot_general %v1260, %v1233, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1262 = stablehlo.broadcast_in_dim %v1234, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1263 = stablehlo.add %v1261, %v1262 : tensor<6304x576xf32>
    %v1264 = stablehlo.reshape %v1263 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1265 = stablehlo.transpose %v1264, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1266 = "stablehlo.slice"(%v1265) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1267 = stablehlo.reshape %v1266 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1268 = "stablehlo.slice"(%v1265) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1269 = stablehlo.reshape %v1268 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1270 = "stablehlo.slice"(%v1265) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1271 = stablehlo.reshape %v1270 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1272 = "stablehlo.slice"(%v1267) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1273 = stablehlo.dot_general %v1272, %v1269, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1274 = stablehlo.multiply %v1273, %v410 : tensor<32x3x197x197xf32>
    %c96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1275 = stablehlo.reduce(%v1274 init: %c96) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1276 = stablehlo.broadcast_in_dim %v1275, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1277 = stablehlo.subtract %v1274, %v1276 : tensor<32x3x197x197xf32>
    %v1278 = stablehlo.exponential %v1277 : tensor<32x3x197x197xf32>
    %c97 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1279 = stablehlo.reduce(%v1278 init: %c97) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1280 = stablehlo.broadcast_in_dim %v1279, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1281 = stablehlo.divide %v1278, %v1280 : tensor<32x3x197x197xf32>
    %v1282 = stablehlo.dot_general %v1281, %v1271, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1283 = stablehlo.transpose %v1282, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1284 = stablehlo.reshape %v1283 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1285 = stablehlo.dot_general %v1284, %v1236, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1286 = stablehlo.broadcast_in_dim %v1237, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1287 = stablehlo.add %v1285, %v1286 : tensor<6304x192xf32>
    %v1288 = stablehlo.add %v1229, %v1287 : tensor<6304x192xf32>
    %c98 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1289 = stablehlo.reduce(%v1288 init: %c98) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1290 = stablehlo.broadcast_in_dim %v1289, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1291 = stablehlo.multiply %v1290, %v382 : tensor<6304x192xf32>
    %v1292 = stablehlo.subtract %v1288, %v1291 : tensor<6304x192xf32>
    %v1293 = stablehlo.multiply %v1292, %v1292 : tensor<6304x192xf32>
    %c99 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1294 = stablehlo.reduce(%v1293 init: %c99) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1295 = stablehlo.broadcast_in_dim %v1294, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1296 = stablehlo.multiply %v1295, %v382 : tensor<6304x192xf32>
    %v1297 = stablehlo.add %v1296, %v389 : tensor<6304x192xf32>
    %v1298 = stablehlo.rsqrt %v1297 : tensor<6304x192xf32>
    %v1299 = stablehlo.multiply %v1292, %v1298 : tensor<6304x192xf32>
    %v1300 = stablehlo.broadcast_in_dim %v1238, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1301 = stablehlo.multiply %v1299, %v1300 : tensor<6304x192xf32>
    %v1302 = stablehlo.broadcast_in_dim %v1239, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1303 = stablehlo.add %v1301, %v1302 : tensor<6304x192xf32>
    %v1304 = stablehlo.dot_general %v1303, %v1241, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1305 = stablehlo.broadcast_in_dim %v1242, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1306 = stablehlo.add %v1304, %v1305 : tensor<6304x768xf32>
    %v1307 = stablehlo.multiply %v1306, %v444 : tensor<6304x768xf32>
    %v1308 = chlo.erf %v1307 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1309 = stablehlo.add %v447, %v1308 : tensor<6304x768xf32>
    %v1310 = stablehlo.multiply %v1309, %v449 : tensor<6304x768xf32>
    %v1311 = stablehlo.multiply %v1306, %v1310 : tensor<6304x768xf32>
    %v1312 = stablehlo.dot_general %v1311, %v1244, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1313 = stablehlo.broadcast_in_dim %v1245, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1314 = stablehlo.add %v1312, %v1313 : tensor<6304x192xf32>
    %v1315 = stablehlo.add %v1288, %v1314 : tensor<6304x192xf32>
    %v1319 = stablehlo.transpose %v1318, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1322 = stablehlo.transpose %v1321, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1327 = stablehlo.transpose %v1326, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1330 = stablehlo.transpose %v1329, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c100 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1332 = stablehlo.reduce(%v1315 init: %c100) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1333 = stablehlo.broadcast_in_dim %v1332, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1334 = stablehlo.multiply %v1333, %v382 : tensor<6304x192xf32>
    %v1335 = stablehlo.subtract %v1315, %v1334 : tensor<6304x192xf32>
    %v1336 = stablehlo.multiply %v1335, %v1335 : tensor<6304x192xf32>
    %c101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1337 = stablehlo.reduce(%v1336 init: %c101) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1338 = stablehlo.broadcast_in_dim %v1337, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1339 = stablehlo.multiply %v1338, %v382 : tensor<6304x192xf32>
    %v1340 = stablehlo.add %v1339, %v389 : tensor<6304x192xf32>
    %v1341 = stablehlo.rsqrt %v1340 : tensor<6304x192xf32>
    %v1342 = stablehlo.multiply %v1335, %v1341 : tensor<6304x192xf32>
    %v1343 = stablehlo.broadcast_in_dim %v1316, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1344 = stablehlo.multiply %v1342, %v1343 : tensor<6304x192xf32>
    %v1345 = stablehlo.broadcast_in_dim %v1317, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1346 = stablehlo.add %v1344, %v1345 : tensor<6304x192xf32>
    %v1347 = stablehlo.dot_general %v1346, %v1319, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1348 = stablehlo.broadcast_in_dim %v1320, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1349 = stablehlo.add %v1347, %v1348 : tensor<6304x576xf32>
    %v1350 = stablehlo.reshape %v1349 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1351 = stablehlo.transpose %v1350, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1352 = "stablehlo.slice"(%v1351) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1353 = stablehlo.reshape %v1352 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1354 = "stablehlo.slice"(%v1351) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1355 = stablehlo.reshape %v1354 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1356 = "stablehlo.slice"(%v1351) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1357 = stablehlo.reshape %v1356 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1358 = "stablehlo.slice"(%v1353) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 32, 3, 1, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<32x3x197x64xf32>) -> tensor<32x3x1x64xf32>
    %v1359 = stablehlo.dot_general %v1358, %v1355, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x1x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x1x197xf32>
    %v1360 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x1x197xf32>
    %v1361 = stablehlo.multiply %v1359, %v1360 : tensor<32x3x1x197xf32>
    %c102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1362 = stablehlo.reduce(%v1361 init: %c102) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x1x197xf32>, tensor<f32>) -> tensor<32x3x1xf32>
    %v1363 = stablehlo.broadcast_in_dim %v1362, dims = [0, 1, 2] : (tensor<32x3x1xf32>) -> tensor<32x3x1x197xf32>
    %v1364 = stablehlo.subtract %v1361, %v1363 : tensor<32x3x1x197xf32>
    %v1365 = stablehlo.exponential %v1364 : tensor<32x3x1x197xf32>
    %c103 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1366 = stablehlo.reduce(%v1365 init: %c103) applies stablehlo.add across dimensions = [3] : (tensor<32x3x1x197xf32>, tensor<f32>) -> tensor<32x3x1xf32>
    %v1367 = stablehlo.broadcast_in_dim %v1366, dims = [0, 1, 2] : (tensor<32x3x1xf32>) -> tensor<32x3x1x197xf32>
    %v1368 = stablehlo.divide %v1365, %v1367 : tensor<32x3x1x197xf32>
    %v1369 = stablehlo.dot_general %v1368, %v1357, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x1x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x1x64xf32>
    %v1370 = stablehlo.transpose %v1369, dims = [0, 2, 1, 3] : (tensor<32x3x1x64xf32>) -> tensor<32x1x3x64xf32>
    %v1371 = stablehlo.reshape %v1370 : (tensor<32x1x3x64xf32>) -> tensor<32x192xf32>
    %v1372 = stablehlo.dot_general %v1371, %v1322, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x192xf32>) -> tensor<32x192xf32>
    %v1373 = stablehlo.broadcast_in_dim %v1323, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1374 = stablehlo.add %v1372, %v1373 : tensor<32x192xf32>
    %v1375 = stablehlo.reshape %v1315 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v1376 = "stablehlo.slice"(%v1375) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 32, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<32x1x192xf32>
    %v1377 = stablehlo.reshape %v1376 : (tensor<32x1x192xf32>) -> tensor<32x192xf32>
    %v1378 = stablehlo.add %v1377, %v1374 : tensor<32x192xf32>
    %c104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1379 = stablehlo.reduce(%v1378 init: %c104) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1380 = stablehlo.broadcast_in_dim %v1379, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1381 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<32x192xf32>
    %v1382 = stablehlo.multiply %v1380, %v1381 : tensor<32x192xf32>
    %v1383 = stablehlo.subtract %v1378, %v1382 : tensor<32x192xf32>
    %v1384 = stablehlo.multiply %v1383, %v1383 : tensor<32x192xf32>
    %c105 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1385 = stablehlo.reduce(%v1384 init: %c105) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1386 = stablehlo.broadcast_in_dim %v1385, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1387 = stablehlo.multiply %v1386, %v1381 : tensor<32x192xf32>
    %v1388 = stablehlo.constant dense<9.99999997475242708e-7> : tensor<32x192xf32>
    %v1389 = stablehlo.add %v1387, %v1388 : tensor<32x192xf32>
    %v1390 = stablehlo.rsqrt %v1389 : tensor<32x192xf32>
    %v1391 = stablehlo.multiply %v1383, %v1390 : tensor<32x192xf32>
    %v1392 = stablehlo.broadcast_in_dim %v1324, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1393 = stablehlo.multiply %v1391, %v1392 : tensor<32x192xf32>
    %v1394 = stablehlo.broadcast_in_dim %v1325, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1395 = stablehlo.add %v1393, %v1394 : tensor<32x192xf32>
    %v1396 = stablehlo.dot_general %v1395, %v1327, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x768xf32>) -> tensor<32x768xf32>
    %v1397 = stablehlo.broadcast_in_dim %v1328, dims = [1] : (tensor<768xf32>) -> tensor<32x768xf32>
    %v1398 = stablehlo.add %v1396, %v1397 : tensor<32x768xf32>
    %v1399 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<32x768xf32>
    %v1400 = stablehlo.multiply %v1398, %v1399 : tensor<32x768xf32>
    %v1401 = chlo.erf %v1400 : tensor<32x768xf32> -> tensor<32x768xf32>
    %v1402 = stablehlo.constant dense<1.00000000000000000e0> : tensor<32x768xf32>
    %v1403 = stablehlo.add %v1402, %v1401 : tensor<32x768xf32>
    %v1404 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<32x768xf32>
    %v1405 = stablehlo.multiply %v1403, %v1404 : tensor<32x768xf32>
    %v1406 = stablehlo.multiply %v1398, %v1405 : tensor<32x768xf32>
    %v1407 = stablehlo.dot_general %v1406, %v1330, contracting_dims = [1] x [0] : (tensor<32x768xf32>, tensor<768x192xf32>) -> tensor<32x192xf32>
    %v1408 = stablehlo.broadcast_in_dim %v1331, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1409 = stablehlo.add %v1407, %v1408 : tensor<32x192xf32>
    %v1410 = stablehlo.add %v1378, %v1409 : tensor<32x192xf32>
    %c106 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1413 = stablehlo.reduce(%v1410 init: %c106) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1414 = stablehlo.broadcast_in_dim %v1413, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1415 = stablehlo.multiply %v1414, %v1381 : tensor<32x192xf32>
    %v1416 = stablehlo.subtract %v1410, %v1415 : tensor<32x192xf32>
    %v1417 = stablehlo.multiply %v1416, %v1416 : tensor<32x192xf32>
    %c107 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1418 = stablehlo.reduce(%v1417 init: %c107) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1419 = stablehlo.broadcast_in_dim %v1418, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1420 = stablehlo.multiply %v1419, %v1381 : tensor<32x192xf32>
    %v1421 = stablehlo.add %v1420, %v1388 : tensor<32x192xf32>
    %v1422 = stablehlo.rsqrt %v1421 : tensor<32x192xf32>
    %v1423 = stablehlo.multiply %v1416, %v1422 : tensor<32x192xf32>
    %v1424 = stablehlo.broadcast_in_dim %v1411, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1425 = stablehlo.multiply %v1423, %v1424 : tensor<32x192xf32>
    %v1426 = stablehlo.broadcast_in_dim %v1412, dims = [1] : (tensor<192xf32>) -> tensor<32x192xf32>
    %v1427 = stablehlo.add %v1425, %v1426 : tensor<32x192xf32>
    %v1429 = stablehlo.transpose %v1428, dims = [1, 0] : (tensor<10x192xf32>) -> tensor<192x10xf32>
    %v1431 = stablehlo.dot_general %v1427, %v1429, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x10xf32>) -> tensor<32x10xf32>
    %v1432 = stablehlo.broadcast_in_dim %v1430, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %v1433 = stablehlo.add %v1431, %v1432 : tensor<32x10xf32>
    %v1435 = stablehlo.iota dim = 1 : tensor<32x10xf32>
    %v1436 = stablehlo.broadcast_in_dim %v1434, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1437 = stablehlo.compare EQ, %v1435, %v1436, FLOAT : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xi1>
    %v1438 = stablehlo.constant dense<9.09999998658895470e-1> : tensor<32x10xf32>
    %v1439 = stablehlo.constant dense<1.00000001490116123e-2> : tensor<32x10xf32>
    %v1440 = stablehlo.select %v1437, %v1438, %v1439 : (tensor<32x10xi1>, tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %c108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1441 = stablehlo.reduce(%v1433 init: %c108) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1442 = stablehlo.broadcast_in_dim %v1441, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1443 = stablehlo.subtract %v1433, %v1442 : tensor<32x10xf32>
    %v1444 = stablehlo.exponential %v1443 : tensor<32x10xf32>
    %c109 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1445 = stablehlo.reduce(%v1444 init: %c109) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %v1446 = stablehlo.broadcast_in_dim %v1445, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %v1447 = stablehlo.log %v1446 : tensor<32x10xf32>
    %v1448 = stablehlo.add %v1447, %v1442 : tensor<32x10xf32>
    %v1449 = stablehlo.subtract %v1448, %v1433 : tensor<32x10xf32>
    %v1450 = stablehlo.multiply %v1440, %v1449 : tensor<32x10xf32>
    %c110 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1451 = stablehlo.reduce(%v1450 init: %c110) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<f32>
    %v1452 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<f32>
    %v1453 = stablehlo.multiply %v1451, %v1452 : tensor<f32>
    %v1454 = stablehlo.constant dense<1.00000000000000000e0> : tensor<f32>
    %v1455 = stablehlo.divide %v1444, %v1446 : tensor<32x10xf32>
    %v1456 = stablehlo.subtract %v1455, %v1440 : tensor<32x10xf32>
    %v1457 = stablehlo.broadcast_in_dim %v1454, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %v1458 = stablehlo.multiply %v1456, %v1457 : tensor<32x10xf32>
    %v1459 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<32x10xf32>
    %v1460 = stablehlo.multiply %v1458, %v1459 : tensor<32x10xf32>
    %v1461 = stablehlo.dot_general %v1460, %v1429, contracting_dims = [1] x [1] : (tensor<32x10xf32>, tensor<192x10xf32>) -> tensor<32x192xf32>
    %v1462 = stablehlo.dot_general %v1427, %v1460, contracting_dims = [0] x [0] : (tensor<32x192xf32>, tensor<32x10xf32>) -> tensor<192x10xf32>
    %c111 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1463 = stablehlo.reduce(%v1460 init: %c111) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %c112 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1464 = stablehlo.reduce(%v1461 init: %c112) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1465 = stablehlo.multiply %v1461, %v1424 : tensor<32x192xf32>
    %v1466 = stablehlo.multiply %v1423, %v1461 : tensor<32x192xf32>
    %c113 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1467 = stablehlo.reduce(%v1466 init: %c113) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c114 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1468 = stablehlo.reduce(%v1465 init: %c114) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1469 = stablehlo.broadcast_in_dim %v1468, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1470 = stablehlo.multiply %v1469, %v1381 : tensor<32x192xf32>
    %v1471 = stablehlo.multiply %v1465, %v1423 : tensor<32x192xf32>
    %c115 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1472 = stablehlo.reduce(%v1471 init: %c115) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1473 = stablehlo.broadcast_in_dim %v1472, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1474 = stablehlo.multiply %v1473, %v1381 : tensor<32x192xf32>
    %v1475 = stablehlo.multiply %v1423, %v1474 : tensor<32x192xf32>
    %v1476 = stablehlo.subtract %v1465, %v1470 : tensor<32x192xf32>
    %v1477 = stablehlo.subtract %v1476, %v1475 : tensor<32x192xf32>
    %v1478 = stablehlo.multiply %v1422, %v1477 : tensor<32x192xf32>
    %v1479 = stablehlo.dot_general %v1478, %v1330, contracting_dims = [1] x [1] : (tensor<32x192xf32>, tensor<768x192xf32>) -> tensor<32x768xf32>
    %v1480 = stablehlo.dot_general %v1406, %v1478, contracting_dims = [0] x [0] : (tensor<32x768xf32>, tensor<32x192xf32>) -> tensor<768x192xf32>
    %c116 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1481 = stablehlo.reduce(%v1478 init: %c116) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1482 = stablehlo.multiply %v1398, %v1398 : tensor<32x768xf32>
    %v1483 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<32x768xf32>
    %v1484 = stablehlo.multiply %v1482, %v1483 : tensor<32x768xf32>
    %v1485 = stablehlo.exponential %v1484 : tensor<32x768xf32>
    %v1486 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<32x768xf32>
    %v1487 = stablehlo.multiply %v1485, %v1486 : tensor<32x768xf32>
    %v1488 = stablehlo.multiply %v1398, %v1487 : tensor<32x768xf32>
    %v1489 = stablehlo.add %v1405, %v1488 : tensor<32x768xf32>
    %v1490 = stablehlo.multiply %v1479, %v1489 : tensor<32x768xf32>
    %v1491 = stablehlo.dot_general %v1490, %v1327, contracting_dims = [1] x [1] : (tensor<32x768xf32>, tensor<192x768xf32>) -> tensor<32x192xf32>
    %v1492 = stablehlo.dot_general %v1395, %v1490, contracting_dims = [0] x [0] : (tensor<32x192xf32>, tensor<32x768xf32>) -> tensor<192x768xf32>
    %c117 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1493 = stablehlo.reduce(%v1490 init: %c117) applies stablehlo.add across dimensions = [0] : (tensor<32x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c118 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1498 = stablehlo.reduce(%v1491 init: %c118) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1499 = stablehlo.multiply %v1491, %v1392 : tensor<32x192xf32>
    %v1500 = stablehlo.multiply %v1391, %v1491 : tensor<32x192xf32>
    %c119 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1501 = stablehlo.reduce(%v1500 init: %c119) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c120 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1502 = stablehlo.reduce(%v1499 init: %c120) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1503 = stablehlo.broadcast_in_dim %v1502, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1504 = stablehlo.multiply %v1503, %v1381 : tensor<32x192xf32>
    %v1505 = stablehlo.multiply %v1499, %v1391 : tensor<32x192xf32>
    %c121 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1506 = stablehlo.reduce(%v1505 init: %c121) applies stablehlo.add across dimensions = [1] : (tensor<32x192xf32>, tensor<f32>) -> tensor<32xf32>
    %v1507 = stablehlo.broadcast_in_dim %v1506, dims = [0] : (tensor<32xf32>) -> tensor<32x192xf32>
    %v1508 = stablehlo.multiply %v1507, %v1381 : tensor<32x192xf32>
    %v1509 = stablehlo.multiply %v1391, %v1508 : tensor<32x192xf32>
    %v1510 = stablehlo.subtract %v1499, %v1504 : tensor<32x192xf32>
    %v1511 = stablehlo.subtract %v1510, %v1509 : tensor<32x192xf32>
    %v1512 = stablehlo.multiply %v1390, %v1511 : tensor<32x192xf32>
    %v1513 = stablehlo.add %v1478, %v1512 : tensor<32x192xf32>
    %v1514 = stablehlo.reshape %v1513 : (tensor<32x192xf32>) -> tensor<32x1x192xf32>
    %c122 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1515 = "stablehlo.pad"(%v1514, %c122) <{edge_padding_low = array<i64: 0, 0, 0>, edge_padding_high = array<i64: 0, 196, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<32x1x192xf32>, tensor<f32>) -> tensor<32x197x192xf32>
    %v1516 = stablehlo.reshape %v1515 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %v1517 = stablehlo.dot_general %v1513, %v1322, contracting_dims = [1] x [1] : (tensor<32x192xf32>, tensor<192x192xf32>) -> tensor<32x192xf32>
    %v1518 = stablehlo.dot_general %v1371, %v1513, contracting_dims = [0] x [0] : (tensor<32x192xf32>, tensor<32x192xf32>) -> tensor<192x192xf32>
    %c123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1519 = stablehlo.reduce(%v1513 init: %c123) applies stablehlo.add across dimensions = [0] : (tensor<32x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1520 = stablehlo.reshape %v1517 : (tensor<32x192xf32>) -> tensor<32x1x3x64xf32>
    %v1521 = stablehlo.transpose %v1520, dims = [0, 2, 1, 3] : (tensor<32x1x3x64xf32>) -> tensor<32x3x1x64xf32>
    %v1522 = stablehlo.dot_general %v1368, %v1521, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x1x197xf32>, tensor<32x3x1x64xf32>) -> tensor<32x3x197x64xf32>
    %v1523 = stablehlo.dot_general %v1521, %v1357, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x1x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x1x197xf32>
    %v1524 = stablehlo.multiply %v1368, %v1523 : tensor<32x3x1x197xf32>
    %c124 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1525 = stablehlo.reduce(%v1524 init: %c124) applies stablehlo.add across dimensions = [3] : (tensor<32x3x1x197xf32>, tensor<f32>) -> tensor<32x3x1xf32>
    %v1526 = stablehlo.broadcast_in_dim %v1525, dims = [0, 1, 2] : (tensor<32x3x1xf32>) -> tensor<32x3x1x197xf32>
    %v1527 = stablehlo.subtract %v1523, %v1526 : tensor<32x3x1x197xf32>
    %v1528 = stablehlo.multiply %v1368, %v1527 : tensor<32x3x1x197xf32>
    %v1529 = stablehlo.multiply %v1528, %v1360 : tensor<32x3x1x197xf32>
    %v1530 = stablehlo.dot_general %v1529, %v1355, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x1x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x1x64xf32>
    %c125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1531 = "stablehlo.pad"(%v1530, %c125) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 196, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x1x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1532 = stablehlo.dot_general %v1529, %v1358, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x1x197xf32>, tensor<32x3x1x64xf32>) -> tensor<32x3x197x64xf32>
    %v1533 = stablehlo.reshape %v1531 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1534 = stablehlo.reshape %v1532 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1535 = stablehlo.reshape %v1522 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1536 = stablehlo.concatenate %v1533, %v1534, %v1535, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1537 = stablehlo.transpose %v1536, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1538 = stablehlo.reshape %v1537 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1539 = stablehlo.dot_general %v1538, %v1319, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1540 = stablehlo.dot_general %v1346, %v1538, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c126 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1541 = stablehlo.reduce(%v1538 init: %c126) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c127 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1545 = stablehlo.reduce(%v1539 init: %c127) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1546 = stablehlo.multiply %v1539, %v1343 : tensor<6304x192xf32>
    %v1547 = stablehlo.multiply %v1342, %v1539 : tensor<6304x192xf32>
    %c128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1548 = stablehlo.reduce(%v1547 init: %c128) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c129 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1549 = stablehlo.reduce(%v1546 init: %c129) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1550 = stablehlo.broadcast_in_dim %v1549, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1551 = stablehlo.multiply %v1550, %v382 : tensor<6304x192xf32>
    %v1552 = stablehlo.multiply %v1546, %v1342 : tensor<6304x192xf32>
    %c130 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1553 = stablehlo.reduce(%v1552 init: %c130) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1554 = stablehlo.broadcast_in_dim %v1553, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1555 = stablehlo.multiply %v1554, %v382 : tensor<6304x192xf32>
    %v1556 = stablehlo.multiply %v1342, %v1555 : tensor<6304x192xf32>
    %v1557 = stablehlo.subtract %v1546, %v1551 : tensor<6304x192xf32>
    %v1558 = stablehlo.subtract %v1557, %v1556 : tensor<6304x192xf32>
    %v1559 = stablehlo.multiply %v1341, %v1558 : tensor<6304x192xf32>
    %v1560 = stablehlo.add %v1516, %v1559 : tensor<6304x192xf32>
    %v1561 = stablehlo.dot_general %v1560, %v1244, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1562 = stablehlo.dot_general %v1311, %v1560, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c131 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1563 = stablehlo.reduce(%v1560 init: %c131) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1564 = stablehlo.multiply %v1306, %v1306 : tensor<6304x768xf32>
    %v1565 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %v1566 = stablehlo.multiply %v1564, %v1565 : tensor<6304x768xf32>
    %v1567 = stablehlo.exponential %v1566 : tensor<6304x768xf32>
    %v1568 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %v1569 = stablehlo.multiply %v1567, %v1568 : tensor<6304x768xf32>
    %v1570 = stablehlo.multiply %v1306, %v1569 : tensor<6304x768xf32>
    %v1571 = stablehlo.add %v1310, %v1570 : tensor<6304x768xf32>
    %v1572 = stablehlo.multiply %v1561, %v1571 : tensor<6304x768xf32>
    %v1573 = stablehlo.dot_general %v1572, %v1241, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1574 = stablehlo.dot_general %v1303, %v1572, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1575 = stablehlo.reduce(%v1572 init: %c132) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c133 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1576 = stablehlo.reduce(%v1573 init: %c133) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1577 = stablehlo.multiply %v1573, %v1300 : tensor<6304x192xf32>
    %v1578 = stablehlo.multiply %v1299, %v1573 : tensor<6304x192xf32>
    %c134 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1579 = stablehlo.reduce(%v1578 init: %c134) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c135 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1580 = stablehlo.reduce(%v1577 init: %c135) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1581 = stablehlo.broadcast_in_dim %v1580, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1582 = stablehlo.multiply %v1581, %v382 : tensor<6304x192xf32>
    %v1583 = stablehlo.multiply %v1577, %v1299 : tensor<6304x192xf32>
    %c136 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1584 = stablehlo.reduce(%v1583 init: %c136) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1585 = stablehlo.broadcast_in_dim %v1584, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1586 = stablehlo.multiply %v1585, %v382 : tensor<6304x192xf32>
    %v1587 = stablehlo.multiply %v1299, %v1586 : tensor<6304x192xf32>
    %v1588 = stablehlo.subtract %v1577, %v1582 : tensor<6304x192xf32>
    %v1589 = stablehlo.subtract %v1588, %v1587 : tensor<6304x192xf32>
    %v1590 = stablehlo.multiply %v1298, %v1589 : tensor<6304x192xf32>
    %v1591 = stablehlo.add %v1560, %v1590 : tensor<6304x192xf32>
    %v1592 = stablehlo.dot_general %v1591, %v1236, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1593 = stablehlo.dot_general %v1284, %v1591, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c137 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1594 = stablehlo.reduce(%v1591 init: %c137) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1595 = stablehlo.reshape %v1592 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1596 = stablehlo.transpose %v1595, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1597 = stablehlo.dot_general %v1281, %v1596, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1598 = stablehlo.dot_general %v1596, %v1271, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1599 = stablehlo.multiply %v1281, %v1598 : tensor<32x3x197x197xf32>
    %c138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1600 = stablehlo.reduce(%v1599 init: %c138) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1601 = stablehlo.broadcast_in_dim %v1600, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1602 = stablehlo.subtract %v1598, %v1601 : tensor<32x3x197x197xf32>
    %v1603 = stablehlo.multiply %v1281, %v1602 : tensor<32x3x197x197xf32>
    %v1604 = stablehlo.multiply %v1603, %v410 : tensor<32x3x197x197xf32>
    %v1605 = stablehlo.dot_general %v1604, %v1269, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c139 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1606 = "stablehlo.pad"(%v1605, %c139) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1607 = stablehlo.dot_general %v1604, %v1272, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1608 = stablehlo.reshape %v1606 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1609 = stablehlo.reshape %v1607 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1610 = stablehlo.reshape %v1597 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1611 = stablehlo.concatenate %v1608, %v1609, %v1610, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1612 = stablehlo.transpose %v1611, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1613 = stablehlo.reshape %v1612 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1614 = stablehlo.dot_general %v1613, %v1233, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1615 = stablehlo.dot_general %v1260, %v1613, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c140 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1616 = stablehlo.reduce(%v1613 init: %c140) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c141 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1617 = stablehlo.reduce(%v1614 init: %c141) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1618 = stablehlo.multiply %v1614, %v1257 : tensor<6304x192xf32>
    %v1619 = stablehlo.multiply %v1256, %v1614 : tensor<6304x192xf32>
    %c142 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1620 = stablehlo.reduce(%v1619 init: %c142) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c143 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1621 = stablehlo.reduce(%v1618 init: %c143) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1622 = stablehlo.broadcast_in_dim %v1621, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1623 = stablehlo.multiply %v1622, %v382 : tensor<6304x192xf32>
    %v1624 = stablehlo.multiply %v1618, %v1256 : tensor<6304x192xf32>
    %c144 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1625 = stablehlo.reduce(%v1624 init: %c144) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1626 = stablehlo.broadcast_in_dim %v1625, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1627 = stablehlo.multiply %v1626, %v382 : tensor<6304x192xf32>
    %v1628 = stablehlo.multiply %v1256, %v1627 : tensor<6304x192xf32>
    %v1629 = stablehlo.subtract %v1618, %v1623 : tensor<6304x192xf32>
    %v1630 = stablehlo.subtract %v1629, %v1628 : tensor<6304x192xf32>
    %v1631 = stablehlo.multiply %v1255, %v1630 : tensor<6304x192xf32>
    %v1632 = stablehlo.add %v1591, %v1631 : tensor<6304x192xf32>
    %v1633 = stablehlo.dot_general %v1632, %v1158, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1634 = stablehlo.dot_general %v1225, %v1632, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c145 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1635 = stablehlo.reduce(%v1632 init: %c145) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1636 = stablehlo.multiply %v1220, %v1220 : tensor<6304x768xf32>
    %v1637 = stablehlo.multiply %v1636, %v1565 : tensor<6304x768xf32>
    %v1638 = stablehlo.exponential %v1637 : tensor<6304x768xf32>
    %v1639 = stablehlo.multiply %v1638, %v1568 : tensor<6304x768xf32>
    %v1640 = stablehlo.multiply %v1220, %v1639 : tensor<6304x768xf32>
    %v1641 = stablehlo.add %v1224, %v1640 : tensor<6304x768xf32>
    %v1642 = stablehlo.multiply %v1633, %v1641 : tensor<6304x768xf32>
    %v1643 = stablehlo.dot_general %v1642, %v1155, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1644 = stablehlo.dot_general %v1217, %v1642, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c146 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1645 = stablehlo.reduce(%v1642 init: %c146) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c147 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1646 = stablehlo.reduce(%v1643 init: %c147) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1647 = stablehlo.multiply %v1643, %v1214 : tensor<6304x192xf32>
    %v1648 = stablehlo.multiply %v1213, %v1643 : tensor<6304x192xf32>
    %c148 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1649 = stablehlo.reduce(%v1648 init: %c148) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c149 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1650 = stablehlo.reduce(%v1647 init: %c149) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1651 = stablehlo.broadcast_in_dim %v1650, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1652 = stablehlo.multiply %v1651, %v382 : tensor<6304x192xf32>
    %v1653 = stablehlo.multiply %v1647, %v1213 : tensor<6304x192xf32>
    %c150 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1654 = stablehlo.reduce(%v1653 init: %c150) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1655 = stablehlo.broadcast_in_dim %v1654, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1656 = stablehlo.multiply %v1655, %v382 : tensor<6304x192xf32>
    %v1657 = stablehlo.multiply %v1213, %v1656 : tensor<6304x192xf32>
    %v1658 = stablehlo.subtract %v1647, %v1652 : tensor<6304x192xf32>
    %v1659 = stablehlo.subtract %v1658, %v1657 : tensor<6304x192xf32>
    %v1660 = stablehlo.multiply %v1212, %v1659 : tensor<6304x192xf32>
    %v1661 = stablehlo.add %v1632, %v1660 : tensor<6304x192xf32>
    %v1662 = stablehlo.dot_general %v1661, %v1150, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1663 = stablehlo.dot_general %v1198, %v1661, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c151 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1664 = stablehlo.reduce(%v1661 init: %c151) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1665 = stablehlo.reshape %v1662 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1666 = stablehlo.transpose %v1665, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1667 = stablehlo.dot_general %v1195, %v1666, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1668 = stablehlo.dot_general %v1666, %v1185, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1669 = stablehlo.multiply %v1195, %v1668 : tensor<32x3x197x197xf32>
    %c152 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1670 = stablehlo.reduce(%v1669 init: %c152) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1671 = stablehlo.broadcast_in_dim %v1670, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1672 = stablehlo.subtract %v1668, %v1671 : tensor<32x3x197x197xf32>
    %v1673 = stablehlo.multiply %v1195, %v1672 : tensor<32x3x197x197xf32>
    %v1674 = stablehlo.multiply %v1673, %v410 : tensor<32x3x197x197xf32>
    %v1675 = stablehlo.dot_general %v1674, %v1183, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1676 = "stablehlo.pad"(%v1675, %c153) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1677 = stablehlo.dot_general %v1674, %v1186, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1678 = stablehlo.reshape %v1676 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1679 = stablehlo.reshape %v1677 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1680 = stablehlo.reshape %v1667 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1681 = stablehlo.concatenate %v1678, %v1679, %v1680, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1682 = stablehlo.transpose %v1681, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1683 = stablehlo.reshape %v1682 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1684 = stablehlo.dot_general %v1683, %v1147, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1685 = stablehlo.dot_general %v1174, %v1683, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c154 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1686 = stablehlo.reduce(%v1683 init: %c154) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c155 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1687 = stablehlo.reduce(%v1684 init: %c155) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1688 = stablehlo.multiply %v1684, %v1171 : tensor<6304x192xf32>
    %v1689 = stablehlo.multiply %v1170, %v1684 : tensor<6304x192xf32>
    %c156 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1690 = stablehlo.reduce(%v1689 init: %c156) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c157 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1691 = stablehlo.reduce(%v1688 init: %c157) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1692 = stablehlo.broadcast_in_dim %v1691, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1693 = stablehlo.multiply %v1692, %v382 : tensor<6304x192xf32>
    %v1694 = stablehlo.multiply %v1688, %v1170 : tensor<6304x192xf32>
    %c158 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1695 = stablehlo.reduce(%v1694 init: %c158) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1696 = stablehlo.broadcast_in_dim %v1695, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1697 = stablehlo.multiply %v1696, %v382 : tensor<6304x192xf32>
    %v1698 = stablehlo.multiply %v1170, %v1697 : tensor<6304x192xf32>
    %v1699 = stablehlo.subtract %v1688, %v1693 : tensor<6304x192xf32>
    %v1700 = stablehlo.subtract %v1699, %v1698 : tensor<6304x192xf32>
    %v1701 = stablehlo.multiply %v1169, %v1700 : tensor<6304x192xf32>
    %v1702 = stablehlo.add %v1661, %v1701 : tensor<6304x192xf32>
    %v1703 = stablehlo.dot_general %v1702, %v1072, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1704 = stablehlo.dot_general %v1139, %v1702, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c159 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1705 = stablehlo.reduce(%v1702 init: %c159) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1706 = stablehlo.multiply %v1134, %v1134 : tensor<6304x768xf32>
    %v1707 = stablehlo.multiply %v1706, %v1565 : tensor<6304x768xf32>
    %v1708 = stablehlo.exponential %v1707 : tensor<6304x768xf32>
    %v1709 = stablehlo.multiply %v1708, %v1568 : tensor<6304x768xf32>
    %v1710 = stablehlo.multiply %v1134, %v1709 : tensor<6304x768xf32>
    %v1711 = stablehlo.add %v1138, %v1710 : tensor<6304x768xf32>
    %v1712 = stablehlo.multiply %v1703, %v1711 : tensor<6304x768xf32>
    %v1713 = stablehlo.dot_general %v1712, %v1069, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1714 = stablehlo.dot_general %v1131, %v1712, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c160 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1715 = stablehlo.reduce(%v1712 init: %c160) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c161 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1716 = stablehlo.reduce(%v1713 init: %c161) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1717 = stablehlo.multiply %v1713, %v1128 : tensor<6304x192xf32>
    %v1718 = stablehlo.multiply %v1127, %v1713 : tensor<6304x192xf32>
    %c162 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1719 = stablehlo.reduce(%v1718 init: %c162) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c163 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1720 = stablehlo.reduce(%v1717 init: %c163) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1721 = stablehlo.broadcast_in_dim %v1720, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1722 = stablehlo.multiply %v1721, %v382 : tensor<6304x192xf32>
    %v1723 = stablehlo.multiply %v1717, %v1127 : tensor<6304x192xf32>
    %c164 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1724 = stablehlo.reduce(%v1723 init: %c164) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1725 = stablehlo.broadcast_in_dim %v1724, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1726 = stablehlo.multiply %v1725, %v382 : tensor<6304x192xf32>
    %v1727 = stablehlo.multiply %v1127, %v1726 : tensor<6304x192xf32>
    %v1728 = stablehlo.subtract %v1717, %v1722 : tensor<6304x192xf32>
    %v1729 = stablehlo.subtract %v1728, %v1727 : tensor<6304x192xf32>
    %v1730 = stablehlo.multiply %v1126, %v1729 : tensor<6304x192xf32>
    %v1731 = stablehlo.add %v1702, %v1730 : tensor<6304x192xf32>
    %v1732 = stablehlo.dot_general %v1731, %v1064, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1733 = stablehlo.dot_general %v1112, %v1731, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c165 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1734 = stablehlo.reduce(%v1731 init: %c165) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1735 = stablehlo.reshape %v1732 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1736 = stablehlo.transpose %v1735, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1737 = stablehlo.dot_general %v1109, %v1736, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1738 = stablehlo.dot_general %v1736, %v1099, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1739 = stablehlo.multiply %v1109, %v1738 : tensor<32x3x197x197xf32>
    %c166 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1740 = stablehlo.reduce(%v1739 init: %c166) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1741 = stablehlo.broadcast_in_dim %v1740, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1742 = stablehlo.subtract %v1738, %v1741 : tensor<32x3x197x197xf32>
    %v1743 = stablehlo.multiply %v1109, %v1742 : tensor<32x3x197x197xf32>
    %v1744 = stablehlo.multiply %v1743, %v410 : tensor<32x3x197x197xf32>
    %v1745 = stablehlo.dot_general %v1744, %v1097, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c167 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1746 = "stablehlo.pad"(%v1745, %c167) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1747 = stablehlo.dot_general %v1744, %v1100, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1748 = stablehlo.reshape %v1746 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1749 = stablehlo.reshape %v1747 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1750 = stablehlo.reshape %v1737 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1751 = stablehlo.concatenate %v1748, %v1749, %v1750, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1752 = stablehlo.transpose %v1751, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1753 = stablehlo.reshape %v1752 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1754 = stablehlo.dot_general %v1753, %v1061, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1755 = stablehlo.dot_general %v1088, %v1753, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c168 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1756 = stablehlo.reduce(%v1753 init: %c168) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c169 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1757 = stablehlo.reduce(%v1754 init: %c169) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1758 = stablehlo.multiply %v1754, %v1085 : tensor<6304x192xf32>
    %v1759 = stablehlo.multiply %v1084, %v1754 : tensor<6304x192xf32>
    %c170 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1760 = stablehlo.reduce(%v1759 init: %c170) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c171 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1761 = stablehlo.reduce(%v1758 init: %c171) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1762 = stablehlo.broadcast_in_dim %v1761, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1763 = stablehlo.multiply %v1762, %v382 : tensor<6304x192xf32>
    %v1764 = stablehlo.multiply %v1758, %v1084 : tensor<6304x192xf32>
    %c172 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1765 = stablehlo.reduce(%v1764 init: %c172) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1766 = stablehlo.broadcast_in_dim %v1765, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1767 = stablehlo.multiply %v1766, %v382 : tensor<6304x192xf32>
    %v1768 = stablehlo.multiply %v1084, %v1767 : tensor<6304x192xf32>
    %v1769 = stablehlo.subtract %v1758, %v1763 : tensor<6304x192xf32>
    %v1770 = stablehlo.subtract %v1769, %v1768 : tensor<6304x192xf32>
    %v1771 = stablehlo.multiply %v1083, %v1770 : tensor<6304x192xf32>
    %v1772 = stablehlo.add %v1731, %v1771 : tensor<6304x192xf32>
    %v1773 = stablehlo.dot_general %v1772, %v986, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1774 = stablehlo.dot_general %v1053, %v1772, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1775 = stablehlo.reduce(%v1772 init: %c173) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1776 = stablehlo.multiply %v1048, %v1048 : tensor<6304x768xf32>
    %v1777 = stablehlo.multiply %v1776, %v1565 : tensor<6304x768xf32>
    %v1778 = stablehlo.exponential %v1777 : tensor<6304x768xf32>
    %v1779 = stablehlo.multiply %v1778, %v1568 : tensor<6304x768xf32>
    %v1780 = stablehlo.multiply %v1048, %v1779 : tensor<6304x768xf32>
    %v1781 = stablehlo.add %v1052, %v1780 : tensor<6304x768xf32>
    %v1782 = stablehlo.multiply %v1773, %v1781 : tensor<6304x768xf32>
    %v1783 = stablehlo.dot_general %v1782, %v983, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1784 = stablehlo.dot_general %v1045, %v1782, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c174 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1785 = stablehlo.reduce(%v1782 init: %c174) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c175 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1786 = stablehlo.reduce(%v1783 init: %c175) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1787 = stablehlo.multiply %v1783, %v1042 : tensor<6304x192xf32>
    %v1788 = stablehlo.multiply %v1041, %v1783 : tensor<6304x192xf32>
    %c176 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1789 = stablehlo.reduce(%v1788 init: %c176) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c177 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1790 = stablehlo.reduce(%v1787 init: %c177) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1791 = stablehlo.broadcast_in_dim %v1790, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1792 = stablehlo.multiply %v1791, %v382 : tensor<6304x192xf32>
    %v1793 = stablehlo.multiply %v1787, %v1041 : tensor<6304x192xf32>
    %c178 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1794 = stablehlo.reduce(%v1793 init: %c178) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1795 = stablehlo.broadcast_in_dim %v1794, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1796 = stablehlo.multiply %v1795, %v382 : tensor<6304x192xf32>
    %v1797 = stablehlo.multiply %v1041, %v1796 : tensor<6304x192xf32>
    %v1798 = stablehlo.subtract %v1787, %v1792 : tensor<6304x192xf32>
    %v1799 = stablehlo.subtract %v1798, %v1797 : tensor<6304x192xf32>
    %v1800 = stablehlo.multiply %v1040, %v1799 : tensor<6304x192xf32>
    %v1801 = stablehlo.add %v1772, %v1800 : tensor<6304x192xf32>
    %v1802 = stablehlo.dot_general %v1801, %v978, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1803 = stablehlo.dot_general %v1026, %v1801, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c179 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1804 = stablehlo.reduce(%v1801 init: %c179) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1805 = stablehlo.reshape %v1802 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1806 = stablehlo.transpose %v1805, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1807 = stablehlo.dot_general %v1023, %v1806, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1808 = stablehlo.dot_general %v1806, %v1013, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1809 = stablehlo.multiply %v1023, %v1808 : tensor<32x3x197x197xf32>
    %c180 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1810 = stablehlo.reduce(%v1809 init: %c180) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1811 = stablehlo.broadcast_in_dim %v1810, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1812 = stablehlo.subtract %v1808, %v1811 : tensor<32x3x197x197xf32>
    %v1813 = stablehlo.multiply %v1023, %v1812 : tensor<32x3x197x197xf32>
    %v1814 = stablehlo.multiply %v1813, %v410 : tensor<32x3x197x197xf32>
    %v1815 = stablehlo.dot_general %v1814, %v1011, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c181 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1816 = "stablehlo.pad"(%v1815, %c181) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1817 = stablehlo.dot_general %v1814, %v1014, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1818 = stablehlo.reshape %v1816 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1819 = stablehlo.reshape %v1817 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1820 = stablehlo.reshape %v1807 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1821 = stablehlo.concatenate %v1818, %v1819, %v1820, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1822 = stablehlo.transpose %v1821, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1823 = stablehlo.reshape %v1822 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1824 = stablehlo.dot_general %v1823, %v975, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1825 = stablehlo.dot_general %v1002, %v1823, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c182 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1826 = stablehlo.reduce(%v1823 init: %c182) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c183 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1827 = stablehlo.reduce(%v1824 init: %c183) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1828 = stablehlo.multiply %v1824, %v999 : tensor<6304x192xf32>
    %v1829 = stablehlo.multiply %v998, %v1824 : tensor<6304x192xf32>
    %c184 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1830 = stablehlo.reduce(%v1829 init: %c184) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1831 = stablehlo.reduce(%v1828 init: %c185) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1832 = stablehlo.broadcast_in_dim %v1831, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1833 = stablehlo.multiply %v1832, %v382 : tensor<6304x192xf32>
    %v1834 = stablehlo.multiply %v1828, %v998 : tensor<6304x192xf32>
    %c186 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1835 = stablehlo.reduce(%v1834 init: %c186) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1836 = stablehlo.broadcast_in_dim %v1835, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1837 = stablehlo.multiply %v1836, %v382 : tensor<6304x192xf32>
    %v1838 = stablehlo.multiply %v998, %v1837 : tensor<6304x192xf32>
    %v1839 = stablehlo.subtract %v1828, %v1833 : tensor<6304x192xf32>
    %v1840 = stablehlo.subtract %v1839, %v1838 : tensor<6304x192xf32>
    %v1841 = stablehlo.multiply %v997, %v1840 : tensor<6304x192xf32>
    %v1842 = stablehlo.add %v1801, %v1841 : tensor<6304x192xf32>
    %v1843 = stablehlo.dot_general %v1842, %v900, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1844 = stablehlo.dot_general %v967, %v1842, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c187 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1845 = stablehlo.reduce(%v1842 init: %c187) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1846 = stablehlo.multiply %v962, %v962 : tensor<6304x768xf32>
    %v1847 = stablehlo.multiply %v1846, %v1565 : tensor<6304x768xf32>
    %v1848 = stablehlo.exponential %v1847 : tensor<6304x768xf32>
    %v1849 = stablehlo.multiply %v1848, %v1568 : tensor<6304x768xf32>
    %v1850 = stablehlo.multiply %v962, %v1849 : tensor<6304x768xf32>
    %v1851 = stablehlo.add %v966, %v1850 : tensor<6304x768xf32>
    %v1852 = stablehlo.multiply %v1843, %v1851 : tensor<6304x768xf32>
    %v1853 = stablehlo.dot_general %v1852, %v897, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1854 = stablehlo.dot_general %v959, %v1852, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c188 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1855 = stablehlo.reduce(%v1852 init: %c188) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1856 = stablehlo.reduce(%v1853 init: %c189) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1857 = stablehlo.multiply %v1853, %v956 : tensor<6304x192xf32>
    %v1858 = stablehlo.multiply %v955, %v1853 : tensor<6304x192xf32>
    %c190 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1859 = stablehlo.reduce(%v1858 init: %c190) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c191 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1860 = stablehlo.reduce(%v1857 init: %c191) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1861 = stablehlo.broadcast_in_dim %v1860, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1862 = stablehlo.multiply %v1861, %v382 : tensor<6304x192xf32>
    %v1863 = stablehlo.multiply %v1857, %v955 : tensor<6304x192xf32>
    %c192 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1864 = stablehlo.reduce(%v1863 init: %c192) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1865 = stablehlo.broadcast_in_dim %v1864, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1866 = stablehlo.multiply %v1865, %v382 : tensor<6304x192xf32>
    %v1867 = stablehlo.multiply %v955, %v1866 : tensor<6304x192xf32>
    %v1868 = stablehlo.subtract %v1857, %v1862 : tensor<6304x192xf32>
    %v1869 = stablehlo.subtract %v1868, %v1867 : tensor<6304x192xf32>
    %v1870 = stablehlo.multiply %v954, %v1869 : tensor<6304x192xf32>
    %v1871 = stablehlo.add %v1842, %v1870 : tensor<6304x192xf32>
    %v1872 = stablehlo.dot_general %v1871, %v892, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1873 = stablehlo.dot_general %v940, %v1871, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c193 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1874 = stablehlo.reduce(%v1871 init: %c193) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1875 = stablehlo.reshape %v1872 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1876 = stablehlo.transpose %v1875, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1877 = stablehlo.dot_general %v937, %v1876, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1878 = stablehlo.dot_general %v1876, %v927, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1879 = stablehlo.multiply %v937, %v1878 : tensor<32x3x197x197xf32>
    %c194 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1880 = stablehlo.reduce(%v1879 init: %c194) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1881 = stablehlo.broadcast_in_dim %v1880, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1882 = stablehlo.subtract %v1878, %v1881 : tensor<32x3x197x197xf32>
    %v1883 = stablehlo.multiply %v937, %v1882 : tensor<32x3x197x197xf32>
    %v1884 = stablehlo.multiply %v1883, %v410 : tensor<32x3x197x197xf32>
    %v1885 = stablehlo.dot_general %v1884, %v925, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c195 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1886 = "stablehlo.pad"(%v1885, %c195) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1887 = stablehlo.dot_general %v1884, %v928, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1888 = stablehlo.reshape %v1886 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1889 = stablehlo.reshape %v1887 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1890 = stablehlo.reshape %v1877 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1891 = stablehlo.concatenate %v1888, %v1889, %v1890, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1892 = stablehlo.transpose %v1891, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1893 = stablehlo.reshape %v1892 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1894 = stablehlo.dot_general %v1893, %v889, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1895 = stablehlo.dot_general %v916, %v1893, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c196 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1896 = stablehlo.reduce(%v1893 init: %c196) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c197 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1897 = stablehlo.reduce(%v1894 init: %c197) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1898 = stablehlo.multiply %v1894, %v913 : tensor<6304x192xf32>
    %v1899 = stablehlo.multiply %v912, %v1894 : tensor<6304x192xf32>
    %c198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1900 = stablehlo.reduce(%v1899 init: %c198) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1901 = stablehlo.reduce(%v1898 init: %c199) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1902 = stablehlo.broadcast_in_dim %v1901, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1903 = stablehlo.multiply %v1902, %v382 : tensor<6304x192xf32>
    %v1904 = stablehlo.multiply %v1898, %v912 : tensor<6304x192xf32>
    %c200 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1905 = stablehlo.reduce(%v1904 init: %c200) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1906 = stablehlo.broadcast_in_dim %v1905, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1907 = stablehlo.multiply %v1906, %v382 : tensor<6304x192xf32>
    %v1908 = stablehlo.multiply %v912, %v1907 : tensor<6304x192xf32>
    %v1909 = stablehlo.subtract %v1898, %v1903 : tensor<6304x192xf32>
    %v1910 = stablehlo.subtract %v1909, %v1908 : tensor<6304x192xf32>
    %v1911 = stablehlo.multiply %v911, %v1910 : tensor<6304x192xf32>
    %v1912 = stablehlo.add %v1871, %v1911 : tensor<6304x192xf32>
    %v1913 = stablehlo.dot_general %v1912, %v814, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1914 = stablehlo.dot_general %v881, %v1912, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c201 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1915 = stablehlo.reduce(%v1912 init: %c201) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1916 = stablehlo.multiply %v876, %v876 : tensor<6304x768xf32>
    %v1917 = stablehlo.multiply %v1916, %v1565 : tensor<6304x768xf32>
    %v1918 = stablehlo.exponential %v1917 : tensor<6304x768xf32>
    %v1919 = stablehlo.multiply %v1918, %v1568 : tensor<6304x768xf32>
    %v1920 = stablehlo.multiply %v876, %v1919 : tensor<6304x768xf32>
    %v1921 = stablehlo.add %v880, %v1920 : tensor<6304x768xf32>
    %v1922 = stablehlo.multiply %v1913, %v1921 : tensor<6304x768xf32>
    %v1923 = stablehlo.dot_general %v1922, %v811, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1924 = stablehlo.dot_general %v873, %v1922, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c202 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1925 = stablehlo.reduce(%v1922 init: %c202) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1926 = stablehlo.reduce(%v1923 init: %c203) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1927 = stablehlo.multiply %v1923, %v870 : tensor<6304x192xf32>
    %v1928 = stablehlo.multiply %v869, %v1923 : tensor<6304x192xf32>
    %c204 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1929 = stablehlo.reduce(%v1928 init: %c204) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c205 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1930 = stablehlo.reduce(%v1927 init: %c205) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1931 = stablehlo.broadcast_in_dim %v1930, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1932 = stablehlo.multiply %v1931, %v382 : tensor<6304x192xf32>
    %v1933 = stablehlo.multiply %v1927, %v869 : tensor<6304x192xf32>
    %c206 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1934 = stablehlo.reduce(%v1933 init: %c206) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1935 = stablehlo.broadcast_in_dim %v1934, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1936 = stablehlo.multiply %v1935, %v382 : tensor<6304x192xf32>
    %v1937 = stablehlo.multiply %v869, %v1936 : tensor<6304x192xf32>
    %v1938 = stablehlo.subtract %v1927, %v1932 : tensor<6304x192xf32>
    %v1939 = stablehlo.subtract %v1938, %v1937 : tensor<6304x192xf32>
    %v1940 = stablehlo.multiply %v868, %v1939 : tensor<6304x192xf32>
    %v1941 = stablehlo.add %v1912, %v1940 : tensor<6304x192xf32>
    %v1942 = stablehlo.dot_general %v1941, %v806, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1943 = stablehlo.dot_general %v854, %v1941, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c207 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1944 = stablehlo.reduce(%v1941 init: %c207) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1945 = stablehlo.reshape %v1942 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v1946 = stablehlo.transpose %v1945, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v1947 = stablehlo.dot_general %v851, %v1946, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1948 = stablehlo.dot_general %v1946, %v841, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1949 = stablehlo.multiply %v851, %v1948 : tensor<32x3x197x197xf32>
    %c208 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1950 = stablehlo.reduce(%v1949 init: %c208) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1951 = stablehlo.broadcast_in_dim %v1950, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1952 = stablehlo.subtract %v1948, %v1951 : tensor<32x3x197x197xf32>
    %v1953 = stablehlo.multiply %v851, %v1952 : tensor<32x3x197x197xf32>
    %v1954 = stablehlo.multiply %v1953, %v410 : tensor<32x3x197x197xf32>
    %v1955 = stablehlo.dot_general %v1954, %v839, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c209 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1956 = "stablehlo.pad"(%v1955, %c209) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v1957 = stablehlo.dot_general %v1954, %v842, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1958 = stablehlo.reshape %v1956 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1959 = stablehlo.reshape %v1957 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1960 = stablehlo.reshape %v1947 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1961 = stablehlo.concatenate %v1958, %v1959, %v1960, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1962 = stablehlo.transpose %v1961, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v1963 = stablehlo.reshape %v1962 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v1964 = stablehlo.dot_general %v1963, %v803, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v1965 = stablehlo.dot_general %v830, %v1963, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c210 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1966 = stablehlo.reduce(%v1963 init: %c210) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c211 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1967 = stablehlo.reduce(%v1964 init: %c211) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1968 = stablehlo.multiply %v1964, %v827 : tensor<6304x192xf32>
    %v1969 = stablehlo.multiply %v826, %v1964 : tensor<6304x192xf32>
    %c212 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1970 = stablehlo.reduce(%v1969 init: %c212) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1971 = stablehlo.reduce(%v1968 init: %c213) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1972 = stablehlo.broadcast_in_dim %v1971, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1973 = stablehlo.multiply %v1972, %v382 : tensor<6304x192xf32>
    %v1974 = stablehlo.multiply %v1968, %v826 : tensor<6304x192xf32>
    %c214 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1975 = stablehlo.reduce(%v1974 init: %c214) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1976 = stablehlo.broadcast_in_dim %v1975, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1977 = stablehlo.multiply %v1976, %v382 : tensor<6304x192xf32>
    %v1978 = stablehlo.multiply %v826, %v1977 : tensor<6304x192xf32>
    %v1979 = stablehlo.subtract %v1968, %v1973 : tensor<6304x192xf32>
    %v1980 = stablehlo.subtract %v1979, %v1978 : tensor<6304x192xf32>
    %v1981 = stablehlo.multiply %v825, %v1980 : tensor<6304x192xf32>
    %v1982 = stablehlo.add %v1941, %v1981 : tensor<6304x192xf32>
    %v1983 = stablehlo.dot_general %v1982, %v728, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v1984 = stablehlo.dot_general %v795, %v1982, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c215 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1985 = stablehlo.reduce(%v1982 init: %c215) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1986 = stablehlo.multiply %v790, %v790 : tensor<6304x768xf32>
    %v1987 = stablehlo.multiply %v1986, %v1565 : tensor<6304x768xf32>
    %v1988 = stablehlo.exponential %v1987 : tensor<6304x768xf32>
    %v1989 = stablehlo.multiply %v1988, %v1568 : tensor<6304x768xf32>
    %v1990 = stablehlo.multiply %v790, %v1989 : tensor<6304x768xf32>
    %v1991 = stablehlo.add %v794, %v1990 : tensor<6304x768xf32>
    %v1992 = stablehlo.multiply %v1983, %v1991 : tensor<6304x768xf32>
    %v1993 = stablehlo.dot_general %v1992, %v725, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v1994 = stablehlo.dot_general %v787, %v1992, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c216 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1995 = stablehlo.reduce(%v1992 init: %c216) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c217 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1996 = stablehlo.reduce(%v1993 init: %c217) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v1997 = stablehlo.multiply %v1993, %v784 : tensor<6304x192xf32>
    %v1998 = stablehlo.multiply %v783, %v1993 : tensor<6304x192xf32>
    %c218 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1999 = stablehlo.reduce(%v1998 init: %c218) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c219 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2000 = stablehlo.reduce(%v1997 init: %c219) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2001 = stablehlo.broadcast_in_dim %v2000, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2002 = stablehlo.multiply %v2001, %v382 : tensor<6304x192xf32>
    %v2003 = stablehlo.multiply %v1997, %v783 : tensor<6304x192xf32>
    %c220 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2004 = stablehlo.reduce(%v2003 init: %c220) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2005 = stablehlo.broadcast_in_dim %v2004, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2006 = stablehlo.multiply %v2005, %v382 : tensor<6304x192xf32>
    %v2007 = stablehlo.multiply %v783, %v2006 : tensor<6304x192xf32>
    %v2008 = stablehlo.subtract %v1997, %v2002 : tensor<6304x192xf32>
    %v2009 = stablehlo.subtract %v2008, %v2007 : tensor<6304x192xf32>
    %v2010 = stablehlo.multiply %v782, %v2009 : tensor<6304x192xf32>
    %v2011 = stablehlo.add %v1982, %v2010 : tensor<6304x192xf32>
    %v2012 = stablehlo.dot_general %v2011, %v720, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2013 = stablehlo.dot_general %v768, %v2011, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c221 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2014 = stablehlo.reduce(%v2011 init: %c221) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2015 = stablehlo.reshape %v2012 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2016 = stablehlo.transpose %v2015, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2017 = stablehlo.dot_general %v765, %v2016, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2018 = stablehlo.dot_general %v2016, %v755, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2019 = stablehlo.multiply %v765, %v2018 : tensor<32x3x197x197xf32>
    %c222 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2020 = stablehlo.reduce(%v2019 init: %c222) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2021 = stablehlo.broadcast_in_dim %v2020, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2022 = stablehlo.subtract %v2018, %v2021 : tensor<32x3x197x197xf32>
    %v2023 = stablehlo.multiply %v765, %v2022 : tensor<32x3x197x197xf32>
    %v2024 = stablehlo.multiply %v2023, %v410 : tensor<32x3x197x197xf32>
    %v2025 = stablehlo.dot_general %v2024, %v753, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c223 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2026 = "stablehlo.pad"(%v2025, %c223) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2027 = stablehlo.dot_general %v2024, %v756, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2028 = stablehlo.reshape %v2026 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2029 = stablehlo.reshape %v2027 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2030 = stablehlo.reshape %v2017 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2031 = stablehlo.concatenate %v2028, %v2029, %v2030, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2032 = stablehlo.transpose %v2031, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2033 = stablehlo.reshape %v2032 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2034 = stablehlo.dot_general %v2033, %v717, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2035 = stablehlo.dot_general %v744, %v2033, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c224 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2036 = stablehlo.reduce(%v2033 init: %c224) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c225 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2037 = stablehlo.reduce(%v2034 init: %c225) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2038 = stablehlo.multiply %v2034, %v741 : tensor<6304x192xf32>
    %v2039 = stablehlo.multiply %v740, %v2034 : tensor<6304x192xf32>
    %c226 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2040 = stablehlo.reduce(%v2039 init: %c226) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c227 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2041 = stablehlo.reduce(%v2038 init: %c227) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2042 = stablehlo.broadcast_in_dim %v2041, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2043 = stablehlo.multiply %v2042, %v382 : tensor<6304x192xf32>
    %v2044 = stablehlo.multiply %v2038, %v740 : tensor<6304x192xf32>
    %c228 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2045 = stablehlo.reduce(%v2044 init: %c228) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2046 = stablehlo.broadcast_in_dim %v2045, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2047 = stablehlo.multiply %v2046, %v382 : tensor<6304x192xf32>
    %v2048 = stablehlo.multiply %v740, %v2047 : tensor<6304x192xf32>
    %v2049 = stablehlo.subtract %v2038, %v2043 : tensor<6304x192xf32>
    %v2050 = stablehlo.subtract %v2049, %v2048 : tensor<6304x192xf32>
    %v2051 = stablehlo.multiply %v739, %v2050 : tensor<6304x192xf32>
    %v2052 = stablehlo.add %v2011, %v2051 : tensor<6304x192xf32>
    %v2053 = stablehlo.dot_general %v2052, %v642, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2054 = stablehlo.dot_general %v709, %v2052, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c229 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2055 = stablehlo.reduce(%v2052 init: %c229) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2056 = stablehlo.multiply %v704, %v704 : tensor<6304x768xf32>
    %v2057 = stablehlo.multiply %v2056, %v1565 : tensor<6304x768xf32>
    %v2058 = stablehlo.exponential %v2057 : tensor<6304x768xf32>
    %v2059 = stablehlo.multiply %v2058, %v1568 : tensor<6304x768xf32>
    %v2060 = stablehlo.multiply %v704, %v2059 : tensor<6304x768xf32>
    %v2061 = stablehlo.add %v708, %v2060 : tensor<6304x768xf32>
    %v2062 = stablehlo.multiply %v2053, %v2061 : tensor<6304x768xf32>
    %v2063 = stablehlo.dot_general %v2062, %v639, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2064 = stablehlo.dot_general %v701, %v2062, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c230 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2065 = stablehlo.reduce(%v2062 init: %c230) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2066 = stablehlo.reduce(%v2063 init: %c231) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2067 = stablehlo.multiply %v2063, %v698 : tensor<6304x192xf32>
    %v2068 = stablehlo.multiply %v697, %v2063 : tensor<6304x192xf32>
    %c232 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2069 = stablehlo.reduce(%v2068 init: %c232) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2070 = stablehlo.reduce(%v2067 init: %c233) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2071 = stablehlo.broadcast_in_dim %v2070, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2072 = stablehlo.multiply %v2071, %v382 : tensor<6304x192xf32>
    %v2073 = stablehlo.multiply %v2067, %v697 : tensor<6304x192xf32>
    %c234 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2074 = stablehlo.reduce(%v2073 init: %c234) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2075 = stablehlo.broadcast_in_dim %v2074, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2076 = stablehlo.multiply %v2075, %v382 : tensor<6304x192xf32>
    %v2077 = stablehlo.multiply %v697, %v2076 : tensor<6304x192xf32>
    %v2078 = stablehlo.subtract %v2067, %v2072 : tensor<6304x192xf32>
    %v2079 = stablehlo.subtract %v2078, %v2077 : tensor<6304x192xf32>
    %v2080 = stablehlo.multiply %v696, %v2079 : tensor<6304x192xf32>
    %v2081 = stablehlo.add %v2052, %v2080 : tensor<6304x192xf32>
    %v2082 = stablehlo.dot_general %v2081, %v634, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2083 = stablehlo.dot_general %v682, %v2081, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c235 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2084 = stablehlo.reduce(%v2081 init: %c235) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2085 = stablehlo.reshape %v2082 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2086 = stablehlo.transpose %v2085, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2087 = stablehlo.dot_general %v679, %v2086, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2088 = stablehlo.dot_general %v2086, %v669, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2089 = stablehlo.multiply %v679, %v2088 : tensor<32x3x197x197xf32>
    %c236 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2090 = stablehlo.reduce(%v2089 init: %c236) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2091 = stablehlo.broadcast_in_dim %v2090, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2092 = stablehlo.subtract %v2088, %v2091 : tensor<32x3x197x197xf32>
    %v2093 = stablehlo.multiply %v679, %v2092 : tensor<32x3x197x197xf32>
    %v2094 = stablehlo.multiply %v2093, %v410 : tensor<32x3x197x197xf32>
    %v2095 = stablehlo.dot_general %v2094, %v667, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c237 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2096 = "stablehlo.pad"(%v2095, %c237) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2097 = stablehlo.dot_general %v2094, %v670, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2098 = stablehlo.reshape %v2096 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2099 = stablehlo.reshape %v2097 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2100 = stablehlo.reshape %v2087 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2101 = stablehlo.concatenate %v2098, %v2099, %v2100, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2102 = stablehlo.transpose %v2101, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2103 = stablehlo.reshape %v2102 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2104 = stablehlo.dot_general %v2103, %v631, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2105 = stablehlo.dot_general %v658, %v2103, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2106 = stablehlo.reduce(%v2103 init: %c238) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c239 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2107 = stablehlo.reduce(%v2104 init: %c239) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2108 = stablehlo.multiply %v2104, %v655 : tensor<6304x192xf32>
    %v2109 = stablehlo.multiply %v654, %v2104 : tensor<6304x192xf32>
    %c240 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2110 = stablehlo.reduce(%v2109 init: %c240) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c241 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2111 = stablehlo.reduce(%v2108 init: %c241) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2112 = stablehlo.broadcast_in_dim %v2111, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2113 = stablehlo.multiply %v2112, %v382 : tensor<6304x192xf32>
    %v2114 = stablehlo.multiply %v2108, %v654 : tensor<6304x192xf32>
    %c242 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2115 = stablehlo.reduce(%v2114 init: %c242) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2116 = stablehlo.broadcast_in_dim %v2115, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2117 = stablehlo.multiply %v2116, %v382 : tensor<6304x192xf32>
    %v2118 = stablehlo.multiply %v654, %v2117 : tensor<6304x192xf32>
    %v2119 = stablehlo.subtract %v2108, %v2113 : tensor<6304x192xf32>
    %v2120 = stablehlo.subtract %v2119, %v2118 : tensor<6304x192xf32>
    %v2121 = stablehlo.multiply %v653, %v2120 : tensor<6304x192xf32>
    %v2122 = stablehlo.add %v2081, %v2121 : tensor<6304x192xf32>
    %v2123 = stablehlo.dot_general %v2122, %v556, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2124 = stablehlo.dot_general %v623, %v2122, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c243 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2125 = stablehlo.reduce(%v2122 init: %c243) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2126 = stablehlo.multiply %v618, %v618 : tensor<6304x768xf32>
    %v2127 = stablehlo.multiply %v2126, %v1565 : tensor<6304x768xf32>
    %v2128 = stablehlo.exponential %v2127 : tensor<6304x768xf32>
    %v2129 = stablehlo.multiply %v2128, %v1568 : tensor<6304x768xf32>
    %v2130 = stablehlo.multiply %v618, %v2129 : tensor<6304x768xf32>
    %v2131 = stablehlo.add %v622, %v2130 : tensor<6304x768xf32>
    %v2132 = stablehlo.multiply %v2123, %v2131 : tensor<6304x768xf32>
    %v2133 = stablehlo.dot_general %v2132, %v553, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2134 = stablehlo.dot_general %v615, %v2132, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c244 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2135 = stablehlo.reduce(%v2132 init: %c244) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c245 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2136 = stablehlo.reduce(%v2133 init: %c245) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2137 = stablehlo.multiply %v2133, %v612 : tensor<6304x192xf32>
    %v2138 = stablehlo.multiply %v611, %v2133 : tensor<6304x192xf32>
    %c246 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2139 = stablehlo.reduce(%v2138 init: %c246) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c247 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2140 = stablehlo.reduce(%v2137 init: %c247) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2141 = stablehlo.broadcast_in_dim %v2140, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2142 = stablehlo.multiply %v2141, %v382 : tensor<6304x192xf32>
    %v2143 = stablehlo.multiply %v2137, %v611 : tensor<6304x192xf32>
    %c248 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2144 = stablehlo.reduce(%v2143 init: %c248) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2145 = stablehlo.broadcast_in_dim %v2144, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2146 = stablehlo.multiply %v2145, %v382 : tensor<6304x192xf32>
    %v2147 = stablehlo.multiply %v611, %v2146 : tensor<6304x192xf32>
    %v2148 = stablehlo.subtract %v2137, %v2142 : tensor<6304x192xf32>
    %v2149 = stablehlo.subtract %v2148, %v2147 : tensor<6304x192xf32>
    %v2150 = stablehlo.multiply %v610, %v2149 : tensor<6304x192xf32>
    %v2151 = stablehlo.add %v2122, %v2150 : tensor<6304x192xf32>
    %v2152 = stablehlo.dot_general %v2151, %v548, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2153 = stablehlo.dot_general %v596, %v2151, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c249 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2154 = stablehlo.reduce(%v2151 init: %c249) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2155 = stablehlo.reshape %v2152 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2156 = stablehlo.transpose %v2155, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2157 = stablehlo.dot_general %v593, %v2156, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2158 = stablehlo.dot_general %v2156, %v583, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2159 = stablehlo.multiply %v593, %v2158 : tensor<32x3x197x197xf32>
    %c250 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2160 = stablehlo.reduce(%v2159 init: %c250) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2161 = stablehlo.broadcast_in_dim %v2160, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2162 = stablehlo.subtract %v2158, %v2161 : tensor<32x3x197x197xf32>
    %v2163 = stablehlo.multiply %v593, %v2162 : tensor<32x3x197x197xf32>
    %v2164 = stablehlo.multiply %v2163, %v410 : tensor<32x3x197x197xf32>
    %v2165 = stablehlo.dot_general %v2164, %v581, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c251 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2166 = "stablehlo.pad"(%v2165, %c251) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2167 = stablehlo.dot_general %v2164, %v584, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2168 = stablehlo.reshape %v2166 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2169 = stablehlo.reshape %v2167 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2170 = stablehlo.reshape %v2157 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2171 = stablehlo.concatenate %v2168, %v2169, %v2170, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2172 = stablehlo.transpose %v2171, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2173 = stablehlo.reshape %v2172 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2174 = stablehlo.dot_general %v2173, %v545, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2175 = stablehlo.dot_general %v572, %v2173, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c252 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2176 = stablehlo.reduce(%v2173 init: %c252) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2177 = stablehlo.reduce(%v2174 init: %c253) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2178 = stablehlo.multiply %v2174, %v569 : tensor<6304x192xf32>
    %v2179 = stablehlo.multiply %v568, %v2174 : tensor<6304x192xf32>
    %c254 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2180 = stablehlo.reduce(%v2179 init: %c254) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c255 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2181 = stablehlo.reduce(%v2178 init: %c255) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2182 = stablehlo.broadcast_in_dim %v2181, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2183 = stablehlo.multiply %v2182, %v382 : tensor<6304x192xf32>
    %v2184 = stablehlo.multiply %v2178, %v568 : tensor<6304x192xf32>
    %c256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2185 = stablehlo.reduce(%v2184 init: %c256) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2186 = stablehlo.broadcast_in_dim %v2185, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2187 = stablehlo.multiply %v2186, %v382 : tensor<6304x192xf32>
    %v2188 = stablehlo.multiply %v568, %v2187 : tensor<6304x192xf32>
    %v2189 = stablehlo.subtract %v2178, %v2183 : tensor<6304x192xf32>
    %v2190 = stablehlo.subtract %v2189, %v2188 : tensor<6304x192xf32>
    %v2191 = stablehlo.multiply %v567, %v2190 : tensor<6304x192xf32>
    %v2192 = stablehlo.add %v2151, %v2191 : tensor<6304x192xf32>
    %v2193 = stablehlo.dot_general %v2192, %v470, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2194 = stablehlo.dot_general %v537, %v2192, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c257 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2195 = stablehlo.reduce(%v2192 init: %c257) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2196 = stablehlo.multiply %v532, %v532 : tensor<6304x768xf32>
    %v2197 = stablehlo.multiply %v2196, %v1565 : tensor<6304x768xf32>
    %v2198 = stablehlo.exponential %v2197 : tensor<6304x768xf32>
    %v2199 = stablehlo.multiply %v2198, %v1568 : tensor<6304x768xf32>
    %v2200 = stablehlo.multiply %v532, %v2199 : tensor<6304x768xf32>
    %v2201 = stablehlo.add %v536, %v2200 : tensor<6304x768xf32>
    %v2202 = stablehlo.multiply %v2193, %v2201 : tensor<6304x768xf32>
    %v2203 = stablehlo.dot_general %v2202, %v467, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2204 = stablehlo.dot_general %v529, %v2202, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c258 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2205 = stablehlo.reduce(%v2202 init: %c258) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c259 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2206 = stablehlo.reduce(%v2203 init: %c259) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2207 = stablehlo.multiply %v2203, %v526 : tensor<6304x192xf32>
    %v2208 = stablehlo.multiply %v525, %v2203 : tensor<6304x192xf32>
    %c260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2209 = stablehlo.reduce(%v2208 init: %c260) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c261 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2210 = stablehlo.reduce(%v2207 init: %c261) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2211 = stablehlo.broadcast_in_dim %v2210, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2212 = stablehlo.multiply %v2211, %v382 : tensor<6304x192xf32>
    %v2213 = stablehlo.multiply %v2207, %v525 : tensor<6304x192xf32>
    %c262 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2214 = stablehlo.reduce(%v2213 init: %c262) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2215 = stablehlo.broadcast_in_dim %v2214, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2216 = stablehlo.multiply %v2215, %v382 : tensor<6304x192xf32>
    %v2217 = stablehlo.multiply %v525, %v2216 : tensor<6304x192xf32>
    %v2218 = stablehlo.subtract %v2207, %v2212 : tensor<6304x192xf32>
    %v2219 = stablehlo.subtract %v2218, %v2217 : tensor<6304x192xf32>
    %v2220 = stablehlo.multiply %v524, %v2219 : tensor<6304x192xf32>
    %v2221 = stablehlo.add %v2192, %v2220 : tensor<6304x192xf32>
    %v2222 = stablehlo.dot_general %v2221, %v462, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2223 = stablehlo.dot_general %v510, %v2221, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2224 = stablehlo.reduce(%v2221 init: %c263) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2225 = stablehlo.reshape %v2222 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2226 = stablehlo.transpose %v2225, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2227 = stablehlo.dot_general %v507, %v2226, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2228 = stablehlo.dot_general %v2226, %v497, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2229 = stablehlo.multiply %v507, %v2228 : tensor<32x3x197x197xf32>
    %c264 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2230 = stablehlo.reduce(%v2229 init: %c264) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2231 = stablehlo.broadcast_in_dim %v2230, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2232 = stablehlo.subtract %v2228, %v2231 : tensor<32x3x197x197xf32>
    %v2233 = stablehlo.multiply %v507, %v2232 : tensor<32x3x197x197xf32>
    %v2234 = stablehlo.multiply %v2233, %v410 : tensor<32x3x197x197xf32>
    %v2235 = stablehlo.dot_general %v2234, %v495, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c265 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2236 = "stablehlo.pad"(%v2235, %c265) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2237 = stablehlo.dot_general %v2234, %v498, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2238 = stablehlo.reshape %v2236 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2239 = stablehlo.reshape %v2237 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2240 = stablehlo.reshape %v2227 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2241 = stablehlo.concatenate %v2238, %v2239, %v2240, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2242 = stablehlo.transpose %v2241, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2243 = stablehlo.reshape %v2242 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2244 = stablehlo.dot_general %v2243, %v459, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2245 = stablehlo.dot_general %v486, %v2243, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c266 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2246 = stablehlo.reduce(%v2243 init: %c266) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2247 = stablehlo.reduce(%v2244 init: %c267) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2248 = stablehlo.multiply %v2244, %v483 : tensor<6304x192xf32>
    %v2249 = stablehlo.multiply %v482, %v2244 : tensor<6304x192xf32>
    %c268 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2250 = stablehlo.reduce(%v2249 init: %c268) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c269 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2251 = stablehlo.reduce(%v2248 init: %c269) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2252 = stablehlo.broadcast_in_dim %v2251, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2253 = stablehlo.multiply %v2252, %v382 : tensor<6304x192xf32>
    %v2254 = stablehlo.multiply %v2248, %v482 : tensor<6304x192xf32>
    %c270 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2255 = stablehlo.reduce(%v2254 init: %c270) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2256 = stablehlo.broadcast_in_dim %v2255, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2257 = stablehlo.multiply %v2256, %v382 : tensor<6304x192xf32>
    %v2258 = stablehlo.multiply %v482, %v2257 : tensor<6304x192xf32>
    %v2259 = stablehlo.subtract %v2248, %v2253 : tensor<6304x192xf32>
    %v2260 = stablehlo.subtract %v2259, %v2258 : tensor<6304x192xf32>
    %v2261 = stablehlo.multiply %v481, %v2260 : tensor<6304x192xf32>
    %v2262 = stablehlo.add %v2221, %v2261 : tensor<6304x192xf32>
    %v2263 = stablehlo.dot_general %v2262, %v378, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %v2264 = stablehlo.dot_general %v451, %v2262, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %c271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2265 = stablehlo.reduce(%v2262 init: %c271) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2266 = stablehlo.multiply %v443, %v443 : tensor<6304x768xf32>
    %v2267 = stablehlo.multiply %v2266, %v1565 : tensor<6304x768xf32>
    %v2268 = stablehlo.exponential %v2267 : tensor<6304x768xf32>
    %v2269 = stablehlo.multiply %v2268, %v1568 : tensor<6304x768xf32>
    %v2270 = stablehlo.multiply %v443, %v2269 : tensor<6304x768xf32>
    %v2271 = stablehlo.add %v450, %v2270 : tensor<6304x768xf32>
    %v2272 = stablehlo.multiply %v2263, %v2271 : tensor<6304x768xf32>
    %v2273 = stablehlo.dot_general %v2272, %v375, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %v2274 = stablehlo.dot_general %v440, %v2272, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %c272 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2275 = stablehlo.reduce(%v2272 init: %c272) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %c273 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2276 = stablehlo.reduce(%v2273 init: %c273) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2277 = stablehlo.multiply %v2273, %v437 : tensor<6304x192xf32>
    %v2278 = stablehlo.multiply %v436, %v2273 : tensor<6304x192xf32>
    %c274 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2279 = stablehlo.reduce(%v2278 init: %c274) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c275 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2280 = stablehlo.reduce(%v2277 init: %c275) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2281 = stablehlo.broadcast_in_dim %v2280, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2282 = stablehlo.multiply %v2281, %v382 : tensor<6304x192xf32>
    %v2283 = stablehlo.multiply %v2277, %v436 : tensor<6304x192xf32>
    %c276 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2284 = stablehlo.reduce(%v2283 init: %c276) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2285 = stablehlo.broadcast_in_dim %v2284, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2286 = stablehlo.multiply %v2285, %v382 : tensor<6304x192xf32>
    %v2287 = stablehlo.multiply %v436, %v2286 : tensor<6304x192xf32>
    %v2288 = stablehlo.subtract %v2277, %v2282 : tensor<6304x192xf32>
    %v2289 = stablehlo.subtract %v2288, %v2287 : tensor<6304x192xf32>
    %v2290 = stablehlo.multiply %v435, %v2289 : tensor<6304x192xf32>
    %v2291 = stablehlo.add %v2262, %v2290 : tensor<6304x192xf32>
    %v2292 = stablehlo.dot_general %v2291, %v370, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v2293 = stablehlo.dot_general %v421, %v2291, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %c277 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2294 = stablehlo.reduce(%v2291 init: %c277) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2295 = stablehlo.reshape %v2292 : (tensor<6304x192xf32>) -> tensor<32x197x3x64xf32>
    %v2296 = stablehlo.transpose %v2295, dims = [0, 2, 1, 3] : (tensor<32x197x3x64xf32>) -> tensor<32x3x197x64xf32>
    %v2297 = stablehlo.dot_general %v418, %v2296, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2298 = stablehlo.dot_general %v2296, %v407, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v2299 = stablehlo.multiply %v418, %v2298 : tensor<32x3x197x197xf32>
    %c278 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2300 = stablehlo.reduce(%v2299 init: %c278) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v2301 = stablehlo.broadcast_in_dim %v2300, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v2302 = stablehlo.subtract %v2298, %v2301 : tensor<32x3x197x197xf32>
    %v2303 = stablehlo.multiply %v418, %v2302 : tensor<32x3x197x197xf32>
    %v2304 = stablehlo.multiply %v2303, %v410 : tensor<32x3x197x197xf32>
    %v2305 = stablehlo.dot_general %v2304, %v405, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %c279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2306 = "stablehlo.pad"(%v2305, %c279) <{edge_padding_low = array<i64: 0, 0, 0, 0>, edge_padding_high = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<32x3x197x64xf32>, tensor<f32>) -> tensor<32x3x197x64xf32>
    %v2307 = stablehlo.dot_general %v2304, %v408, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v2308 = stablehlo.reshape %v2306 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2309 = stablehlo.reshape %v2307 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2310 = stablehlo.reshape %v2297 : (tensor<32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v2311 = stablehlo.concatenate %v2308, %v2309, %v2310, dim = 0 : (tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>, tensor<1x32x3x197x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v2312 = stablehlo.transpose %v2311, dims = [1, 3, 0, 2, 4] : (tensor<3x32x3x197x64xf32>) -> tensor<32x197x3x3x64xf32>
    %v2313 = stablehlo.reshape %v2312 : (tensor<32x197x3x3x64xf32>) -> tensor<6304x576xf32>
    %v2314 = stablehlo.dot_general %v2313, %v367, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %v2315 = stablehlo.dot_general %v396, %v2313, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %c280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2316 = stablehlo.reduce(%v2313 init: %c280) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %c281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2317 = stablehlo.reduce(%v2314 init: %c281) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2318 = stablehlo.multiply %v2314, %v393 : tensor<6304x192xf32>
    %v2319 = stablehlo.multiply %v392, %v2314 : tensor<6304x192xf32>
    %c282 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2320 = stablehlo.reduce(%v2319 init: %c282) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %c283 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2321 = stablehlo.reduce(%v2318 init: %c283) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2322 = stablehlo.broadcast_in_dim %v2321, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2323 = stablehlo.multiply %v2322, %v382 : tensor<6304x192xf32>
    %v2324 = stablehlo.multiply %v2318, %v392 : tensor<6304x192xf32>
    %c284 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2325 = stablehlo.reduce(%v2324 init: %c284) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v2326 = stablehlo.broadcast_in_dim %v2325, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v2327 = stablehlo.multiply %v2326, %v382 : tensor<6304x192xf32>
    %v2328 = stablehlo.multiply %v392, %v2327 : tensor<6304x192xf32>
    %v2329 = stablehlo.subtract %v2318, %v2323 : tensor<6304x192xf32>
    %v2330 = stablehlo.subtract %v2329, %v2328 : tensor<6304x192xf32>
    %v2331 = stablehlo.multiply %v391, %v2330 : tensor<6304x192xf32>
    %v2332 = stablehlo.add %v2291, %v2331 : tensor<6304x192xf32>
    %v2333 = stablehlo.reshape %v2332 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v2334 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2335 = stablehlo.reshape %v2334 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2336 = "stablehlo.slice"(%v2335) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2337 = "stablehlo.slice"(%v2335) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2338 = stablehlo.dot_general %v2337, %v8, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c285 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2339 = stablehlo.reduce(%v2337 init: %c285) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2345 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2346 = stablehlo.reshape %v2345 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2347 = "stablehlo.slice"(%v2346) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2348 = "stablehlo.slice"(%v2346) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2349 = stablehlo.add %v2336, %v2347 : tensor<1x192xf32>
    %v2350 = stablehlo.add %v2335, %v2346 : tensor<197x192xf32>
    %v2351 = stablehlo.dot_general %v2348, %v25, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c286 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2352 = stablehlo.reduce(%v2348 init: %c286) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2357 = stablehlo.add %v2338, %v2351 : tensor<192x768xf32>
    %v2358 = stablehlo.add %v2339, %v2352 : tensor<192xf32>
    %v2360 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2361 = stablehlo.reshape %v2360 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2362 = "stablehlo.slice"(%v2361) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2363 = "stablehlo.slice"(%v2361) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2364 = stablehlo.add %v2349, %v2362 : tensor<1x192xf32>
    %v2365 = stablehlo.add %v2350, %v2361 : tensor<197x192xf32>
    %v2366 = stablehlo.dot_general %v2363, %v36, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c287 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2367 = stablehlo.reduce(%v2363 init: %c287) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2372 = stablehlo.add %v2357, %v2366 : tensor<192x768xf32>
    %v2373 = stablehlo.add %v2358, %v2367 : tensor<192xf32>
    %v2375 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2376 = stablehlo.reshape %v2375 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2377 = "stablehlo.slice"(%v2376) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2378 = "stablehlo.slice"(%v2376) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2379 = stablehlo.add %v2364, %v2377 : tensor<1x192xf32>
    %v2380 = stablehlo.add %v2365, %v2376 : tensor<197x192xf32>
    %v2381 = stablehlo.dot_general %v2378, %v47, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c288 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2382 = stablehlo.reduce(%v2378 init: %c288) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2387 = stablehlo.add %v2372, %v2381 : tensor<192x768xf32>
    %v2388 = stablehlo.add %v2373, %v2382 : tensor<192xf32>
    %v2390 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2391 = stablehlo.reshape %v2390 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2392 = "stablehlo.slice"(%v2391) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2393 = "stablehlo.slice"(%v2391) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2394 = stablehlo.add %v2379, %v2392 : tensor<1x192xf32>
    %v2395 = stablehlo.add %v2380, %v2391 : tensor<197x192xf32>
    %v2396 = stablehlo.dot_general %v2393, %v58, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c289 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2397 = stablehlo.reduce(%v2393 init: %c289) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2402 = stablehlo.add %v2387, %v2396 : tensor<192x768xf32>
    %v2403 = stablehlo.add %v2388, %v2397 : tensor<192xf32>
    %v2405 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2406 = stablehlo.reshape %v2405 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2407 = "stablehlo.slice"(%v2406) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2408 = "stablehlo.slice"(%v2406) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2409 = stablehlo.add %v2394, %v2407 : tensor<1x192xf32>
    %v2410 = stablehlo.add %v2395, %v2406 : tensor<197x192xf32>
    %v2411 = stablehlo.dot_general %v2408, %v69, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c290 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2412 = stablehlo.reduce(%v2408 init: %c290) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2417 = stablehlo.add %v2402, %v2411 : tensor<192x768xf32>
    %v2418 = stablehlo.add %v2403, %v2412 : tensor<192xf32>
    %v2420 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2421 = stablehlo.reshape %v2420 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2422 = "stablehlo.slice"(%v2421) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2423 = "stablehlo.slice"(%v2421) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2424 = stablehlo.add %v2409, %v2422 : tensor<1x192xf32>
    %v2425 = stablehlo.add %v2410, %v2421 : tensor<197x192xf32>
    %v2426 = stablehlo.dot_general %v2423, %v80, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c291 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2427 = stablehlo.reduce(%v2423 init: %c291) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2432 = stablehlo.add %v2417, %v2426 : tensor<192x768xf32>
    %v2433 = stablehlo.add %v2418, %v2427 : tensor<192xf32>
    %v2435 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2436 = stablehlo.reshape %v2435 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2437 = "stablehlo.slice"(%v2436) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2438 = "stablehlo.slice"(%v2436) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2439 = stablehlo.add %v2424, %v2437 : tensor<1x192xf32>
    %v2440 = stablehlo.add %v2425, %v2436 : tensor<197x192xf32>
    %v2441 = stablehlo.dot_general %v2438, %v91, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c292 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2442 = stablehlo.reduce(%v2438 init: %c292) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2447 = stablehlo.add %v2432, %v2441 : tensor<192x768xf32>
    %v2448 = stablehlo.add %v2433, %v2442 : tensor<192xf32>
    %v2450 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2451 = stablehlo.reshape %v2450 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2452 = "stablehlo.slice"(%v2451) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2453 = "stablehlo.slice"(%v2451) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2454 = stablehlo.add %v2439, %v2452 : tensor<1x192xf32>
    %v2455 = stablehlo.add %v2440, %v2451 : tensor<197x192xf32>
    %v2456 = stablehlo.dot_general %v2453, %v102, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2457 = stablehlo.reduce(%v2453 init: %c293) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2462 = stablehlo.add %v2447, %v2456 : tensor<192x768xf32>
    %v2463 = stablehlo.add %v2448, %v2457 : tensor<192xf32>
    %v2465 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2466 = stablehlo.reshape %v2465 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2467 = "stablehlo.slice"(%v2466) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2468 = "stablehlo.slice"(%v2466) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2469 = stablehlo.add %v2454, %v2467 : tensor<1x192xf32>
    %v2470 = stablehlo.add %v2455, %v2466 : tensor<197x192xf32>
    %v2471 = stablehlo.dot_general %v2468, %v113, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c294 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2472 = stablehlo.reduce(%v2468 init: %c294) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2477 = stablehlo.add %v2462, %v2471 : tensor<192x768xf32>
    %v2478 = stablehlo.add %v2463, %v2472 : tensor<192xf32>
    %v2480 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2481 = stablehlo.reshape %v2480 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2482 = "stablehlo.slice"(%v2481) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2483 = "stablehlo.slice"(%v2481) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2484 = stablehlo.add %v2469, %v2482 : tensor<1x192xf32>
    %v2485 = stablehlo.add %v2470, %v2481 : tensor<197x192xf32>
    %v2486 = stablehlo.dot_general %v2483, %v124, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c295 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2487 = stablehlo.reduce(%v2483 init: %c295) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2492 = stablehlo.add %v2477, %v2486 : tensor<192x768xf32>
    %v2493 = stablehlo.add %v2478, %v2487 : tensor<192xf32>
    %v2495 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2496 = stablehlo.reshape %v2495 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2497 = "stablehlo.slice"(%v2496) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2498 = "stablehlo.slice"(%v2496) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2499 = stablehlo.add %v2484, %v2497 : tensor<1x192xf32>
    %v2500 = stablehlo.add %v2485, %v2496 : tensor<197x192xf32>
    %v2501 = stablehlo.dot_general %v2498, %v135, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c296 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2502 = stablehlo.reduce(%v2498 init: %c296) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2507 = stablehlo.add %v2492, %v2501 : tensor<192x768xf32>
    %v2508 = stablehlo.add %v2493, %v2502 : tensor<192xf32>
    %v2510 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2511 = stablehlo.reshape %v2510 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2512 = "stablehlo.slice"(%v2511) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2513 = "stablehlo.slice"(%v2511) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2514 = stablehlo.add %v2499, %v2512 : tensor<1x192xf32>
    %v2515 = stablehlo.add %v2500, %v2511 : tensor<197x192xf32>
    %v2516 = stablehlo.dot_general %v2513, %v146, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c297 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2517 = stablehlo.reduce(%v2513 init: %c297) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2522 = stablehlo.add %v2507, %v2516 : tensor<192x768xf32>
    %v2523 = stablehlo.add %v2508, %v2517 : tensor<192xf32>
    %v2525 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2526 = stablehlo.reshape %v2525 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2527 = "stablehlo.slice"(%v2526) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2528 = "stablehlo.slice"(%v2526) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2529 = stablehlo.add %v2514, %v2527 : tensor<1x192xf32>
    %v2530 = stablehlo.add %v2515, %v2526 : tensor<197x192xf32>
    %v2531 = stablehlo.dot_general %v2528, %v157, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c298 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2532 = stablehlo.reduce(%v2528 init: %c298) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2537 = stablehlo.add %v2522, %v2531 : tensor<192x768xf32>
    %v2538 = stablehlo.add %v2523, %v2532 : tensor<192xf32>
    %v2540 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2541 = stablehlo.reshape %v2540 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2542 = "stablehlo.slice"(%v2541) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2543 = "stablehlo.slice"(%v2541) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2544 = stablehlo.add %v2529, %v2542 : tensor<1x192xf32>
    %v2545 = stablehlo.add %v2530, %v2541 : tensor<197x192xf32>
    %v2546 = stablehlo.dot_general %v2543, %v168, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c299 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2547 = stablehlo.reduce(%v2543 init: %c299) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2552 = stablehlo.add %v2537, %v2546 : tensor<192x768xf32>
    %v2553 = stablehlo.add %v2538, %v2547 : tensor<192xf32>
    %v2555 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2556 = stablehlo.reshape %v2555 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2557 = "stablehlo.slice"(%v2556) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2558 = "stablehlo.slice"(%v2556) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2559 = stablehlo.add %v2544, %v2557 : tensor<1x192xf32>
    %v2560 = stablehlo.add %v2545, %v2556 : tensor<197x192xf32>
    %v2561 = stablehlo.dot_general %v2558, %v179, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c300 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2562 = stablehlo.reduce(%v2558 init: %c300) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2567 = stablehlo.add %v2552, %v2561 : tensor<192x768xf32>
    %v2568 = stablehlo.add %v2553, %v2562 : tensor<192xf32>
    %v2570 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2571 = stablehlo.reshape %v2570 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2572 = "stablehlo.slice"(%v2571) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2573 = "stablehlo.slice"(%v2571) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2574 = stablehlo.add %v2559, %v2572 : tensor<1x192xf32>
    %v2575 = stablehlo.add %v2560, %v2571 : tensor<197x192xf32>
    %v2576 = stablehlo.dot_general %v2573, %v190, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c301 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2577 = stablehlo.reduce(%v2573 init: %c301) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2582 = stablehlo.add %v2567, %v2576 : tensor<192x768xf32>
    %v2583 = stablehlo.add %v2568, %v2577 : tensor<192xf32>
    %v2585 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2586 = stablehlo.reshape %v2585 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2587 = "stablehlo.slice"(%v2586) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2588 = "stablehlo.slice"(%v2586) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2589 = stablehlo.add %v2574, %v2587 : tensor<1x192xf32>
    %v2590 = stablehlo.add %v2575, %v2586 : tensor<197x192xf32>
    %v2591 = stablehlo.dot_general %v2588, %v201, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c302 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2592 = stablehlo.reduce(%v2588 init: %c302) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2597 = stablehlo.add %v2582, %v2591 : tensor<192x768xf32>
    %v2598 = stablehlo.add %v2583, %v2592 : tensor<192xf32>
    %v2600 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2601 = stablehlo.reshape %v2600 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2602 = "stablehlo.slice"(%v2601) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2603 = "stablehlo.slice"(%v2601) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2604 = stablehlo.add %v2589, %v2602 : tensor<1x192xf32>
    %v2605 = stablehlo.add %v2590, %v2601 : tensor<197x192xf32>
    %v2606 = stablehlo.dot_general %v2603, %v212, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c303 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2607 = stablehlo.reduce(%v2603 init: %c303) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2612 = stablehlo.add %v2597, %v2606 : tensor<192x768xf32>
    %v2613 = stablehlo.add %v2598, %v2607 : tensor<192xf32>
    %v2615 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2616 = stablehlo.reshape %v2615 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2617 = "stablehlo.slice"(%v2616) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2618 = "stablehlo.slice"(%v2616) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2619 = stablehlo.add %v2604, %v2617 : tensor<1x192xf32>
    %v2620 = stablehlo.add %v2605, %v2616 : tensor<197x192xf32>
    %v2621 = stablehlo.dot_general %v2618, %v223, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c304 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2622 = stablehlo.reduce(%v2618 init: %c304) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2627 = stablehlo.add %v2612, %v2621 : tensor<192x768xf32>
    %v2628 = stablehlo.add %v2613, %v2622 : tensor<192xf32>
    %v2630 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2631 = stablehlo.reshape %v2630 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2632 = "stablehlo.slice"(%v2631) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2633 = "stablehlo.slice"(%v2631) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2634 = stablehlo.add %v2619, %v2632 : tensor<1x192xf32>
    %v2635 = stablehlo.add %v2620, %v2631 : tensor<197x192xf32>
    %v2636 = stablehlo.dot_general %v2633, %v234, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2637 = stablehlo.reduce(%v2633 init: %c305) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2642 = stablehlo.add %v2627, %v2636 : tensor<192x768xf32>
    %v2643 = stablehlo.add %v2628, %v2637 : tensor<192xf32>
    %v2645 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2646 = stablehlo.reshape %v2645 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2647 = "stablehlo.slice"(%v2646) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2648 = "stablehlo.slice"(%v2646) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2649 = stablehlo.add %v2634, %v2647 : tensor<1x192xf32>
    %v2650 = stablehlo.add %v2635, %v2646 : tensor<197x192xf32>
    %v2651 = stablehlo.dot_general %v2648, %v245, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c306 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2652 = stablehlo.reduce(%v2648 init: %c306) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2657 = stablehlo.add %v2642, %v2651 : tensor<192x768xf32>
    %v2658 = stablehlo.add %v2643, %v2652 : tensor<192xf32>
    %v2660 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2661 = stablehlo.reshape %v2660 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2662 = "stablehlo.slice"(%v2661) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2663 = "stablehlo.slice"(%v2661) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2664 = stablehlo.add %v2649, %v2662 : tensor<1x192xf32>
    %v2665 = stablehlo.add %v2650, %v2661 : tensor<197x192xf32>
    %v2666 = stablehlo.dot_general %v2663, %v256, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c307 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2667 = stablehlo.reduce(%v2663 init: %c307) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2672 = stablehlo.add %v2657, %v2666 : tensor<192x768xf32>
    %v2673 = stablehlo.add %v2658, %v2667 : tensor<192xf32>
    %v2675 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2676 = stablehlo.reshape %v2675 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2677 = "stablehlo.slice"(%v2676) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2678 = "stablehlo.slice"(%v2676) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2679 = stablehlo.add %v2664, %v2677 : tensor<1x192xf32>
    %v2680 = stablehlo.add %v2665, %v2676 : tensor<197x192xf32>
    %v2681 = stablehlo.dot_general %v2678, %v267, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c308 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2682 = stablehlo.reduce(%v2678 init: %c308) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2687 = stablehlo.add %v2672, %v2681 : tensor<192x768xf32>
    %v2688 = stablehlo.add %v2673, %v2682 : tensor<192xf32>
    %v2690 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2691 = stablehlo.reshape %v2690 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2692 = "stablehlo.slice"(%v2691) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2693 = "stablehlo.slice"(%v2691) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2694 = stablehlo.add %v2679, %v2692 : tensor<1x192xf32>
    %v2695 = stablehlo.add %v2680, %v2691 : tensor<197x192xf32>
    %v2696 = stablehlo.dot_general %v2693, %v278, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c309 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2697 = stablehlo.reduce(%v2693 init: %c309) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2702 = stablehlo.add %v2687, %v2696 : tensor<192x768xf32>
    %v2703 = stablehlo.add %v2688, %v2697 : tensor<192xf32>
    %v2705 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2706 = stablehlo.reshape %v2705 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2707 = "stablehlo.slice"(%v2706) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2708 = "stablehlo.slice"(%v2706) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2709 = stablehlo.add %v2694, %v2707 : tensor<1x192xf32>
    %v2710 = stablehlo.add %v2695, %v2706 : tensor<197x192xf32>
    %v2711 = stablehlo.dot_general %v2708, %v289, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c310 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2712 = stablehlo.reduce(%v2708 init: %c310) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2717 = stablehlo.add %v2702, %v2711 : tensor<192x768xf32>
    %v2718 = stablehlo.add %v2703, %v2712 : tensor<192xf32>
    %v2720 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2721 = stablehlo.reshape %v2720 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2722 = "stablehlo.slice"(%v2721) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2723 = "stablehlo.slice"(%v2721) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2724 = stablehlo.add %v2709, %v2722 : tensor<1x192xf32>
    %v2725 = stablehlo.add %v2710, %v2721 : tensor<197x192xf32>
    %v2726 = stablehlo.dot_general %v2723, %v300, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c311 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2727 = stablehlo.reduce(%v2723 init: %c311) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2732 = stablehlo.add %v2717, %v2726 : tensor<192x768xf32>
    %v2733 = stablehlo.add %v2718, %v2727 : tensor<192xf32>
    %v2735 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2736 = stablehlo.reshape %v2735 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2737 = "stablehlo.slice"(%v2736) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2738 = "stablehlo.slice"(%v2736) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2739 = stablehlo.add %v2724, %v2737 : tensor<1x192xf32>
    %v2740 = stablehlo.add %v2725, %v2736 : tensor<197x192xf32>
    %v2741 = stablehlo.dot_general %v2738, %v311, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c312 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2742 = stablehlo.reduce(%v2738 init: %c312) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2747 = stablehlo.add %v2732, %v2741 : tensor<192x768xf32>
    %v2748 = stablehlo.add %v2733, %v2742 : tensor<192xf32>
    %v2750 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2751 = stablehlo.reshape %v2750 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2752 = "stablehlo.slice"(%v2751) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2753 = "stablehlo.slice"(%v2751) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2754 = stablehlo.add %v2739, %v2752 : tensor<1x192xf32>
    %v2755 = stablehlo.add %v2740, %v2751 : tensor<197x192xf32>
    %v2756 = stablehlo.dot_general %v2753, %v322, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c313 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2757 = stablehlo.reduce(%v2753 init: %c313) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2762 = stablehlo.add %v2747, %v2756 : tensor<192x768xf32>
    %v2763 = stablehlo.add %v2748, %v2757 : tensor<192xf32>
    %v2765 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2766 = stablehlo.reshape %v2765 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2767 = "stablehlo.slice"(%v2766) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2768 = "stablehlo.slice"(%v2766) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2769 = stablehlo.add %v2754, %v2767 : tensor<1x192xf32>
    %v2770 = stablehlo.add %v2755, %v2766 : tensor<197x192xf32>
    %v2771 = stablehlo.dot_general %v2768, %v333, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c314 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2772 = stablehlo.reduce(%v2768 init: %c314) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2777 = stablehlo.add %v2762, %v2771 : tensor<192x768xf32>
    %v2778 = stablehlo.add %v2763, %v2772 : tensor<192xf32>
    %v2780 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2781 = stablehlo.reshape %v2780 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2782 = "stablehlo.slice"(%v2781) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2783 = "stablehlo.slice"(%v2781) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2784 = stablehlo.add %v2769, %v2782 : tensor<1x192xf32>
    %v2785 = stablehlo.add %v2770, %v2781 : tensor<197x192xf32>
    %v2786 = stablehlo.dot_general %v2783, %v344, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c315 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2787 = stablehlo.reduce(%v2783 init: %c315) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2792 = stablehlo.add %v2777, %v2786 : tensor<192x768xf32>
    %v2793 = stablehlo.add %v2778, %v2787 : tensor<192xf32>
    %v2795 = "stablehlo.slice"(%v2333) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v2796 = stablehlo.reshape %v2795 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v2797 = "stablehlo.slice"(%v2796) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v2798 = "stablehlo.slice"(%v2796) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 197, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<196x192xf32>
    %v2799 = stablehlo.add %v2784, %v2797 : tensor<1x192xf32>
    %v2800 = stablehlo.add %v2785, %v2796 : tensor<197x192xf32>
    %v2801 = stablehlo.dot_general %v2798, %v355, contracting_dims = [0] x [0] : (tensor<196x192xf32>, tensor<196x768xf32>) -> tensor<192x768xf32>
    %c316 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v2802 = stablehlo.reduce(%v2798 init: %c316) applies stablehlo.add across dimensions = [0] : (tensor<196x192xf32>, tensor<f32>) -> tensor<192xf32>
    %v2807 = stablehlo.add %v2792, %v2801 : tensor<192x768xf32>
    %v2808 = stablehlo.add %v2793, %v2802 : tensor<192xf32>
    %v2964 = stablehlo.reshape %v2807 : (tensor<192x768xf32>) -> tensor<192x3x16x16xf32>
    %v2965 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<192x3x16x16xf32>
    %v2966 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x3x16x16xf32>
    %v2967 = stablehlo.multiply %v2811, %v2966 : tensor<192x3x16x16xf32>
    %v2968 = stablehlo.add %v2967, %v2964 : tensor<192x3x16x16xf32>
    %v2969 = stablehlo.multiply %v2965, %v2968 : tensor<192x3x16x16xf32>
    %v2970 = stablehlo.subtract %v3, %v2969 : tensor<192x3x16x16xf32>
    %v2971 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %v2972 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %v2973 = stablehlo.multiply %v2812, %v2972 : tensor<192xf32>
    %v2974 = stablehlo.add %v2973, %v2808 : tensor<192xf32>
    %v2975 = stablehlo.multiply %v2971, %v2974 : tensor<192xf32>
    %v2976 = stablehlo.subtract %v5, %v2975 : tensor<192xf32>
    %v2977 = stablehlo.reshape %v2799 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v2978 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<1x1x192xf32>
    %v2979 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x1x192xf32>
    %v2980 = stablehlo.multiply %v2813, %v2979 : tensor<1x1x192xf32>
    %v2981 = stablehlo.add %v2980, %v2977 : tensor<1x1x192xf32>
    %v2982 = stablehlo.multiply %v2978, %v2981 : tensor<1x1x192xf32>
    %v2983 = stablehlo.subtract %v12, %v2982 : tensor<1x1x192xf32>
    %v2984 = stablehlo.reshape %v2800 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %v2985 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<1x197x192xf32>
    %v2986 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x197x192xf32>
    %v2987 = stablehlo.multiply %v2814, %v2986 : tensor<1x197x192xf32>
    %v2988 = stablehlo.add %v2987, %v2984 : tensor<1x197x192xf32>
    %v2989 = stablehlo.multiply %v2985, %v2988 : tensor<1x197x192xf32>
    %v2990 = stablehlo.subtract %v14, %v2989 : tensor<1x197x192xf32>
    %v2991 = stablehlo.multiply %v2815, %v2972 : tensor<192xf32>
    %v2992 = stablehlo.add %v2991, %v2320 : tensor<192xf32>
    %v2993 = stablehlo.multiply %v2971, %v2992 : tensor<192xf32>
    %v2994 = stablehlo.subtract %v364, %v2993 : tensor<192xf32>
    %v2995 = stablehlo.multiply %v2816, %v2972 : tensor<192xf32>
    %v2996 = stablehlo.add %v2995, %v2317 : tensor<192xf32>
    %v2997 = stablehlo.multiply %v2971, %v2996 : tensor<192xf32>
    %v2998 = stablehlo.subtract %v365, %v2997 : tensor<192xf32>
    %v2999 = stablehlo.transpose %v2315, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3000 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %v3001 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %v3002 = stablehlo.multiply %v2817, %v3001 : tensor<576x192xf32>
    %v3003 = stablehlo.add %v3002, %v2999 : tensor<576x192xf32>
    %v3004 = stablehlo.multiply %v3000, %v3003 : tensor<576x192xf32>
    %v3005 = stablehlo.subtract %v366, %v3004 : tensor<576x192xf32>
    %v3006 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %v3007 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %v3008 = stablehlo.multiply %v2818, %v3007 : tensor<576xf32>
    %v3009 = stablehlo.add %v3008, %v2316 : tensor<576xf32>
    %v3010 = stablehlo.multiply %v3006, %v3009 : tensor<576xf32>
    %v3011 = stablehlo.subtract %v368, %v3010 : tensor<576xf32>
    %v3012 = stablehlo.transpose %v2293, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3013 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %v3014 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %v3015 = stablehlo.multiply %v2819, %v3014 : tensor<192x192xf32>
    %v3016 = stablehlo.add %v3015, %v3012 : tensor<192x192xf32>
    %v3017 = stablehlo.multiply %v3013, %v3016 : tensor<192x192xf32>
    %v3018 = stablehlo.subtract %v369, %v3017 : tensor<192x192xf32>
    %v3019 = stablehlo.multiply %v2820, %v2972 : tensor<192xf32>
    %v3020 = stablehlo.add %v3019, %v2294 : tensor<192xf32>
    %v3021 = stablehlo.multiply %v2971, %v3020 : tensor<192xf32>
    %v3022 = stablehlo.subtract %v371, %v3021 : tensor<192xf32>
    %v3023 = stablehlo.multiply %v2821, %v2972 : tensor<192xf32>
    %v3024 = stablehlo.add %v3023, %v2279 : tensor<192xf32>
    %v3025 = stablehlo.multiply %v2971, %v3024 : tensor<192xf32>
    %v3026 = stablehlo.subtract %v372, %v3025 : tensor<192xf32>
    %v3027 = stablehlo.multiply %v2822, %v2972 : tensor<192xf32>
    %v3028 = stablehlo.add %v3027, %v2276 : tensor<192xf32>
    %v3029 = stablehlo.multiply %v2971, %v3028 : tensor<192xf32>
    %v3030 = stablehlo.subtract %v373, %v3029 : tensor<192xf32>
    %v3031 = stablehlo.transpose %v2274, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3032 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %v3033 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %v3034 = stablehlo.multiply %v2823, %v3033 : tensor<768x192xf32>
    %v3035 = stablehlo.add %v3034, %v3031 : tensor<768x192xf32>
    %v3036 = stablehlo.multiply %v3032, %v3035 : tensor<768x192xf32>
    %v3037 = stablehlo.subtract %v374, %v3036 : tensor<768x192xf32>
    %v3038 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %v3039 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %v3040 = stablehlo.multiply %v2824, %v3039 : tensor<768xf32>
    %v3041 = stablehlo.add %v3040, %v2275 : tensor<768xf32>
    %v3042 = stablehlo.multiply %v3038, %v3041 : tensor<768xf32>
    %v3043 = stablehlo.subtract %v376, %v3042 : tensor<768xf32>
    %v3044 = stablehlo.transpose %v2264, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3045 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %v3046 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %v3047 = stablehlo.multiply %v2825, %v3046 : tensor<192x768xf32>
    %v3048 = stablehlo.add %v3047, %v3044 : tensor<192x768xf32>
    %v3049 = stablehlo.multiply %v3045, %v3048 : tensor<192x768xf32>
    %v3050 = stablehlo.subtract %v377, %v3049 : tensor<192x768xf32>
    %v3051 = stablehlo.multiply %v2826, %v2972 : tensor<192xf32>
    %v3052 = stablehlo.add %v3051, %v2265 : tensor<192xf32>
    %v3053 = stablehlo.multiply %v2971, %v3052 : tensor<192xf32>
    %v3054 = stablehlo.subtract %v379, %v3053 : tensor<192xf32>
    %v3055 = stablehlo.multiply %v2827, %v2972 : tensor<192xf32>
    %v3056 = stablehlo.add %v3055, %v2250 : tensor<192xf32>
    %v3057 = stablehlo.multiply %v2971, %v3056 : tensor<192xf32>
    %v3058 = stablehlo.subtract %v456, %v3057 : tensor<192xf32>
    %v3059 = stablehlo.multiply %v2828, %v2972 : tensor<192xf32>
    %v3060 = stablehlo.add %v3059, %v2247 : tensor<192xf32>
    %v3061 = stablehlo.multiply %v2971, %v3060 : tensor<192xf32>
    %v3062 = stablehlo.subtract %v457, %v3061 : tensor<192xf32>
    %v3063 = stablehlo.transpose %v2245, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3064 = stablehlo.multiply %v2829, %v3001 : tensor<576x192xf32>
    %v3065 = stablehlo.add %v3064, %v3063 : tensor<576x192xf32>
    %v3066 = stablehlo.multiply %v3000, %v3065 : tensor<576x192xf32>
    %v3067 = stablehlo.subtract %v458, %v3066 : tensor<576x192xf32>
    %v3068 = stablehlo.multiply %v2830, %v3007 : tensor<576xf32>
    %v3069 = stablehlo.add %v3068, %v2246 : tensor<576xf32>
    %v3070 = stablehlo.multiply %v3006, %v3069 : tensor<576xf32>
    %v3071 = stablehlo.subtract %v460, %v3070 : tensor<576xf32>
    %v3072 = stablehlo.transpose %v2223, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3073 = stablehlo.multiply %v2831, %v3014 : tensor<192x192xf32>
    %v3074 = stablehlo.add %v3073, %v3072 : tensor<192x192xf32>
    %v3075 = stablehlo.multiply %v3013, %v3074 : tensor<192x192xf32>
    %v3076 = stablehlo.subtract %v461, %v3075 : tensor<192x192xf32>
    %v3077 = stablehlo.multiply %v2832, %v2972 : tensor<192xf32>
    %v3078 = stablehlo.add %v3077, %v2224 : tensor<192xf32>
    %v3079 = stablehlo.multiply %v2971, %v3078 : tensor<192xf32>
    %v3080 = stablehlo.subtract %v463, %v3079 : tensor<192xf32>
    %v3081 = stablehlo.multiply %v2833, %v2972 : tensor<192xf32>
    %v3082 = stablehlo.add %v3081, %v2209 : tensor<192xf32>
    %v3083 = stablehlo.multiply %v2971, %v3082 : tensor<192xf32>
    %v3084 = stablehlo.subtract %v464, %v3083 : tensor<192xf32>
    %v3085 = stablehlo.multiply %v2834, %v2972 : tensor<192xf32>
    %v3086 = stablehlo.add %v3085, %v2206 : tensor<192xf32>
    %v3087 = stablehlo.multiply %v2971, %v3086 : tensor<192xf32>
    %v3088 = stablehlo.subtract %v465, %v3087 : tensor<192xf32>
    %v3089 = stablehlo.transpose %v2204, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3090 = stablehlo.multiply %v2835, %v3033 : tensor<768x192xf32>
    %v3091 = stablehlo.add %v3090, %v3089 : tensor<768x192xf32>
    %v3092 = stablehlo.multiply %v3032, %v3091 : tensor<768x192xf32>
    %v3093 = stablehlo.subtract %v466, %v3092 : tensor<768x192xf32>
    %v3094 = stablehlo.multiply %v2836, %v3039 : tensor<768xf32>
    %v3095 = stablehlo.add %v3094, %v2205 : tensor<768xf32>
    %v3096 = stablehlo.multiply %v3038, %v3095 : tensor<768xf32>
    %v3097 = stablehlo.subtract %v468, %v3096 : tensor<768xf32>
    %v3098 = stablehlo.transpose %v2194, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3099 = stablehlo.multiply %v2837, %v3046 : tensor<192x768xf32>
    %v3100 = stablehlo.add %v3099, %v3098 : tensor<192x768xf32>
    %v3101 = stablehlo.multiply %v3045, %v3100 : tensor<192x768xf32>
    %v3102 = stablehlo.subtract %v469, %v3101 : tensor<192x768xf32>
    %v3103 = stablehlo.multiply %v2838, %v2972 : tensor<192xf32>
    %v3104 = stablehlo.add %v3103, %v2195 : tensor<192xf32>
    %v3105 = stablehlo.multiply %v2971, %v3104 : tensor<192xf32>
    %v3106 = stablehlo.subtract %v471, %v3105 : tensor<192xf32>
    %v3107 = stablehlo.multiply %v2839, %v2972 : tensor<192xf32>
    %v3108 = stablehlo.add %v3107, %v2180 : tensor<192xf32>
    %v3109 = stablehlo.multiply %v2971, %v3108 : tensor<192xf32>
    %v3110 = stablehlo.subtract %v542, %v3109 : tensor<192xf32>
    %v3111 = stablehlo.multiply %v2840, %v2972 : tensor<192xf32>
    %v3112 = stablehlo.add %v3111, %v2177 : tensor<192xf32>
    %v3113 = stablehlo.multiply %v2971, %v3112 : tensor<192xf32>
    %v3114 = stablehlo.subtract %v543, %v3113 : tensor<192xf32>
    %v3115 = stablehlo.transpose %v2175, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3116 = stablehlo.multiply %v2841, %v3001 : tensor<576x192xf32>
    %v3117 = stablehlo.add %v3116, %v3115 : tensor<576x192xf32>
    %v3118 = stablehlo.multiply %v3000, %v3117 : tensor<576x192xf32>
    %v3119 = stablehlo.subtract %v544, %v3118 : tensor<576x192xf32>
    %v3120 = stablehlo.multiply %v2842, %v3007 : tensor<576xf32>
    %v3121 = stablehlo.add %v3120, %v2176 : tensor<576xf32>
    %v3122 = stablehlo.multiply %v3006, %v3121 : tensor<576xf32>
    %v3123 = stablehlo.subtract %v546, %v3122 : tensor<576xf32>
    %v3124 = stablehlo.transpose %v2153, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3125 = stablehlo.multiply %v2843, %v3014 : tensor<192x192xf32>
    %v3126 = stablehlo.add %v3125, %v3124 : tensor<192x192xf32>
    %v3127 = stablehlo.multiply %v3013, %v3126 : tensor<192x192xf32>
    %v3128 = stablehlo.subtract %v547, %v3127 : tensor<192x192xf32>
    %v3129 = stablehlo.multiply %v2844, %v2972 : tensor<192xf32>
    %v3130 = stablehlo.add %v3129, %v2154 : tensor<192xf32>
    %v3131 = stablehlo.multiply %v2971, %v3130 : tensor<192xf32>
    %v3132 = stablehlo.subtract %v549, %v3131 : tensor<192xf32>
    %v3133 = stablehlo.multiply %v2845, %v2972 : tensor<192xf32>
    %v3134 = stablehlo.add %v3133, %v2139 : tensor<192xf32>
    %v3135 = stablehlo.multiply %v2971, %v3134 : tensor<192xf32>
    %v3136 = stablehlo.subtract %v550, %v3135 : tensor<192xf32>
    %v3137 = stablehlo.multiply %v2846, %v2972 : tensor<192xf32>
    %v3138 = stablehlo.add %v3137, %v2136 : tensor<192xf32>
    %v3139 = stablehlo.multiply %v2971, %v3138 : tensor<192xf32>
    %v3140 = stablehlo.subtract %v551, %v3139 : tensor<192xf32>
    %v3141 = stablehlo.transpose %v2134, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3142 = stablehlo.multiply %v2847, %v3033 : tensor<768x192xf32>
    %v3143 = stablehlo.add %v3142, %v3141 : tensor<768x192xf32>
    %v3144 = stablehlo.multiply %v3032, %v3143 : tensor<768x192xf32>
    %v3145 = stablehlo.subtract %v552, %v3144 : tensor<768x192xf32>
    %v3146 = stablehlo.multiply %v2848, %v3039 : tensor<768xf32>
    %v3147 = stablehlo.add %v3146, %v2135 : tensor<768xf32>
    %v3148 = stablehlo.multiply %v3038, %v3147 : tensor<768xf32>
    %v3149 = stablehlo.subtract %v554, %v3148 : tensor<768xf32>
    %v3150 = stablehlo.transpose %v2124, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3151 = stablehlo.multiply %v2849, %v3046 : tensor<192x768xf32>
    %v3152 = stablehlo.add %v3151, %v3150 : tensor<192x768xf32>
    %v3153 = stablehlo.multiply %v3045, %v3152 : tensor<192x768xf32>
    %v3154 = stablehlo.subtract %v555, %v3153 : tensor<192x768xf32>
    %v3155 = stablehlo.multiply %v2850, %v2972 : tensor<192xf32>
    %v3156 = stablehlo.add %v3155, %v2125 : tensor<192xf32>
    %v3157 = stablehlo.multiply %v2971, %v3156 : tensor<192xf32>
    %v3158 = stablehlo.subtract %v557, %v3157 : tensor<192xf32>
    %v3159 = stablehlo.multiply %v2851, %v2972 : tensor<192xf32>
    %v3160 = stablehlo.add %v3159, %v2110 : tensor<192xf32>
    %v3161 = stablehlo.multiply %v2971, %v3160 : tensor<192xf32>
    %v3162 = stablehlo.subtract %v628, %v3161 : tensor<192xf32>
    %v3163 = stablehlo.multiply %v2852, %v2972 : tensor<192xf32>
    %v3164 = stablehlo.add %v3163, %v2107 : tensor<192xf32>
    %v3165 = stablehlo.multiply %v2971, %v3164 : tensor<192xf32>
    %v3166 = stablehlo.subtract %v629, %v3165 : tensor<192xf32>
    %v3167 = stablehlo.transpose %v2105, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3168 = stablehlo.multiply %v2853, %v3001 : tensor<576x192xf32>
    %v3169 = stablehlo.add %v3168, %v3167 : tensor<576x192xf32>
    %v3170 = stablehlo.multiply %v3000, %v3169 : tensor<576x192xf32>
    %v3171 = stablehlo.subtract %v630, %v3170 : tensor<576x192xf32>
    %v3172 = stablehlo.multiply %v2854, %v3007 : tensor<576xf32>
    %v3173 = stablehlo.add %v3172, %v2106 : tensor<576xf32>
    %v3174 = stablehlo.multiply %v3006, %v3173 : tensor<576xf32>
    %v3175 = stablehlo.subtract %v632, %v3174 : tensor<576xf32>
    %v3176 = stablehlo.transpose %v2083, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3177 = stablehlo.multiply %v2855, %v3014 : tensor<192x192xf32>
    %v3178 = stablehlo.add %v3177, %v3176 : tensor<192x192xf32>
    %v3179 = stablehlo.multiply %v3013, %v3178 : tensor<192x192xf32>
    %v3180 = stablehlo.subtract %v633, %v3179 : tensor<192x192xf32>
    %v3181 = stablehlo.multiply %v2856, %v2972 : tensor<192xf32>
    %v3182 = stablehlo.add %v3181, %v2084 : tensor<192xf32>
    %v3183 = stablehlo.multiply %v2971, %v3182 : tensor<192xf32>
    %v3184 = stablehlo.subtract %v635, %v3183 : tensor<192xf32>
    %v3185 = stablehlo.multiply %v2857, %v2972 : tensor<192xf32>
    %v3186 = stablehlo.add %v3185, %v2069 : tensor<192xf32>
    %v3187 = stablehlo.multiply %v2971, %v3186 : tensor<192xf32>
    %v3188 = stablehlo.subtract %v636, %v3187 : tensor<192xf32>
    %v3189 = stablehlo.multiply %v2858, %v2972 : tensor<192xf32>
    %v3190 = stablehlo.add %v3189, %v2066 : tensor<192xf32>
    %v3191 = stablehlo.multiply %v2971, %v3190 : tensor<192xf32>
    %v3192 = stablehlo.subtract %v637, %v3191 : tensor<192xf32>
    %v3193 = stablehlo.transpose %v2064, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3194 = stablehlo.multiply %v2859, %v3033 : tensor<768x192xf32>
    %v3195 = stablehlo.add %v3194, %v3193 : tensor<768x192xf32>
    %v3196 = stablehlo.multiply %v3032, %v3195 : tensor<768x192xf32>
    %v3197 = stablehlo.subtract %v638, %v3196 : tensor<768x192xf32>
    %v3198 = stablehlo.multiply %v2860, %v3039 : tensor<768xf32>
    %v3199 = stablehlo.add %v3198, %v2065 : tensor<768xf32>
    %v3200 = stablehlo.multiply %v3038, %v3199 : tensor<768xf32>
    %v3201 = stablehlo.subtract %v640, %v3200 : tensor<768xf32>
    %v3202 = stablehlo.transpose %v2054, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3203 = stablehlo.multiply %v2861, %v3046 : tensor<192x768xf32>
    %v3204 = stablehlo.add %v3203, %v3202 : tensor<192x768xf32>
    %v3205 = stablehlo.multiply %v3045, %v3204 : tensor<192x768xf32>
    %v3206 = stablehlo.subtract %v641, %v3205 : tensor<192x768xf32>
    %v3207 = stablehlo.multiply %v2862, %v2972 : tensor<192xf32>
    %v3208 = stablehlo.add %v3207, %v2055 : tensor<192xf32>
    %v3209 = stablehlo.multiply %v2971, %v3208 : tensor<192xf32>
    %v3210 = stablehlo.subtract %v643, %v3209 : tensor<192xf32>
    %v3211 = stablehlo.multiply %v2863, %v2972 : tensor<192xf32>
    %v3212 = stablehlo.add %v3211, %v2040 : tensor<192xf32>
    %v3213 = stablehlo.multiply %v2971, %v3212 : tensor<192xf32>
    %v3214 = stablehlo.subtract %v714, %v3213 : tensor<192xf32>
    %v3215 = stablehlo.multiply %v2864, %v2972 : tensor<192xf32>
    %v3216 = stablehlo.add %v3215, %v2037 : tensor<192xf32>
    %v3217 = stablehlo.multiply %v2971, %v3216 : tensor<192xf32>
    %v3218 = stablehlo.subtract %v715, %v3217 : tensor<192xf32>
    %v3219 = stablehlo.transpose %v2035, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3220 = stablehlo.multiply %v2865, %v3001 : tensor<576x192xf32>
    %v3221 = stablehlo.add %v3220, %v3219 : tensor<576x192xf32>
    %v3222 = stablehlo.multiply %v3000, %v3221 : tensor<576x192xf32>
    %v3223 = stablehlo.subtract %v716, %v3222 : tensor<576x192xf32>
    %v3224 = stablehlo.multiply %v2866, %v3007 : tensor<576xf32>
    %v3225 = stablehlo.add %v3224, %v2036 : tensor<576xf32>
    %v3226 = stablehlo.multiply %v3006, %v3225 : tensor<576xf32>
    %v3227 = stablehlo.subtract %v718, %v3226 : tensor<576xf32>
    %v3228 = stablehlo.transpose %v2013, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3229 = stablehlo.multiply %v2867, %v3014 : tensor<192x192xf32>
    %v3230 = stablehlo.add %v3229, %v3228 : tensor<192x192xf32>
    %v3231 = stablehlo.multiply %v3013, %v3230 : tensor<192x192xf32>
    %v3232 = stablehlo.subtract %v719, %v3231 : tensor<192x192xf32>
    %v3233 = stablehlo.multiply %v2868, %v2972 : tensor<192xf32>
    %v3234 = stablehlo.add %v3233, %v2014 : tensor<192xf32>
    %v3235 = stablehlo.multiply %v2971, %v3234 : tensor<192xf32>
    %v3236 = stablehlo.subtract %v721, %v3235 : tensor<192xf32>
    %v3237 = stablehlo.multiply %v2869, %v2972 : tensor<192xf32>
    %v3238 = stablehlo.add %v3237, %v1999 : tensor<192xf32>
    %v3239 = stablehlo.multiply %v2971, %v3238 : tensor<192xf32>
    %v3240 = stablehlo.subtract %v722, %v3239 : tensor<192xf32>
    %v3241 = stablehlo.multiply %v2870, %v2972 : tensor<192xf32>
    %v3242 = stablehlo.add %v3241, %v1996 : tensor<192xf32>
    %v3243 = stablehlo.multiply %v2971, %v3242 : tensor<192xf32>
    %v3244 = stablehlo.subtract %v723, %v3243 : tensor<192xf32>
    %v3245 = stablehlo.transpose %v1994, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3246 = stablehlo.multiply %v2871, %v3033 : tensor<768x192xf32>
    %v3247 = stablehlo.add %v3246, %v3245 : tensor<768x192xf32>
    %v3248 = stablehlo.multiply %v3032, %v3247 : tensor<768x192xf32>
    %v3249 = stablehlo.subtract %v724, %v3248 : tensor<768x192xf32>
    %v3250 = stablehlo.multiply %v2872, %v3039 : tensor<768xf32>
    %v3251 = stablehlo.add %v3250, %v1995 : tensor<768xf32>
    %v3252 = stablehlo.multiply %v3038, %v3251 : tensor<768xf32>
    %v3253 = stablehlo.subtract %v726, %v3252 : tensor<768xf32>
    %v3254 = stablehlo.transpose %v1984, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3255 = stablehlo.multiply %v2873, %v3046 : tensor<192x768xf32>
    %v3256 = stablehlo.add %v3255, %v3254 : tensor<192x768xf32>
    %v3257 = stablehlo.multiply %v3045, %v3256 : tensor<192x768xf32>
    %v3258 = stablehlo.subtract %v727, %v3257 : tensor<192x768xf32>
    %v3259 = stablehlo.multiply %v2874, %v2972 : tensor<192xf32>
    %v3260 = stablehlo.add %v3259, %v1985 : tensor<192xf32>
    %v3261 = stablehlo.multiply %v2971, %v3260 : tensor<192xf32>
    %v3262 = stablehlo.subtract %v729, %v3261 : tensor<192xf32>
    %v3263 = stablehlo.multiply %v2875, %v2972 : tensor<192xf32>
    %v3264 = stablehlo.add %v3263, %v1970 : tensor<192xf32>
    %v3265 = stablehlo.multiply %v2971, %v3264 : tensor<192xf32>
    %v3266 = stablehlo.subtract %v800, %v3265 : tensor<192xf32>
    %v3267 = stablehlo.multiply %v2876, %v2972 : tensor<192xf32>
    %v3268 = stablehlo.add %v3267, %v1967 : tensor<192xf32>
    %v3269 = stablehlo.multiply %v2971, %v3268 : tensor<192xf32>
    %v3270 = stablehlo.subtract %v801, %v3269 : tensor<192xf32>
    %v3271 = stablehlo.transpose %v1965, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3272 = stablehlo.multiply %v2877, %v3001 : tensor<576x192xf32>
    %v3273 = stablehlo.add %v3272, %v3271 : tensor<576x192xf32>
    %v3274 = stablehlo.multiply %v3000, %v3273 : tensor<576x192xf32>
    %v3275 = stablehlo.subtract %v802, %v3274 : tensor<576x192xf32>
    %v3276 = stablehlo.multiply %v2878, %v3007 : tensor<576xf32>
    %v3277 = stablehlo.add %v3276, %v1966 : tensor<576xf32>
    %v3278 = stablehlo.multiply %v3006, %v3277 : tensor<576xf32>
    %v3279 = stablehlo.subtract %v804, %v3278 : tensor<576xf32>
    %v3280 = stablehlo.transpose %v1943, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3281 = stablehlo.multiply %v2879, %v3014 : tensor<192x192xf32>
    %v3282 = stablehlo.add %v3281, %v3280 : tensor<192x192xf32>
    %v3283 = stablehlo.multiply %v3013, %v3282 : tensor<192x192xf32>
    %v3284 = stablehlo.subtract %v805, %v3283 : tensor<192x192xf32>
    %v3285 = stablehlo.multiply %v2880, %v2972 : tensor<192xf32>
    %v3286 = stablehlo.add %v3285, %v1944 : tensor<192xf32>
    %v3287 = stablehlo.multiply %v2971, %v3286 : tensor<192xf32>
    %v3288 = stablehlo.subtract %v807, %v3287 : tensor<192xf32>
    %v3289 = stablehlo.multiply %v2881, %v2972 : tensor<192xf32>
    %v3290 = stablehlo.add %v3289, %v1929 : tensor<192xf32>
    %v3291 = stablehlo.multiply %v2971, %v3290 : tensor<192xf32>
    %v3292 = stablehlo.subtract %v808, %v3291 : tensor<192xf32>
    %v3293 = stablehlo.multiply %v2882, %v2972 : tensor<192xf32>
    %v3294 = stablehlo.add %v3293, %v1926 : tensor<192xf32>
    %v3295 = stablehlo.multiply %v2971, %v3294 : tensor<192xf32>
    %v3296 = stablehlo.subtract %v809, %v3295 : tensor<192xf32>
    %v3297 = stablehlo.transpose %v1924, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3298 = stablehlo.multiply %v2883, %v3033 : tensor<768x192xf32>
    %v3299 = stablehlo.add %v3298, %v3297 : tensor<768x192xf32>
    %v3300 = stablehlo.multiply %v3032, %v3299 : tensor<768x192xf32>
    %v3301 = stablehlo.subtract %v810, %v3300 : tensor<768x192xf32>
    %v3302 = stablehlo.multiply %v2884, %v3039 : tensor<768xf32>
    %v3303 = stablehlo.add %v3302, %v1925 : tensor<768xf32>
    %v3304 = stablehlo.multiply %v3038, %v3303 : tensor<768xf32>
    %v3305 = stablehlo.subtract %v812, %v3304 : tensor<768xf32>
    %v3306 = stablehlo.transpose %v1914, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3307 = stablehlo.multiply %v2885, %v3046 : tensor<192x768xf32>
    %v3308 = stablehlo.add %v3307, %v3306 : tensor<192x768xf32>
    %v3309 = stablehlo.multiply %v3045, %v3308 : tensor<192x768xf32>
    %v3310 = stablehlo.subtract %v813, %v3309 : tensor<192x768xf32>
    %v3311 = stablehlo.multiply %v2886, %v2972 : tensor<192xf32>
    %v3312 = stablehlo.add %v3311, %v1915 : tensor<192xf32>
    %v3313 = stablehlo.multiply %v2971, %v3312 : tensor<192xf32>
    %v3314 = stablehlo.subtract %v815, %v3313 : tensor<192xf32>
    %v3315 = stablehlo.multiply %v2887, %v2972 : tensor<192xf32>
    %v3316 = stablehlo.add %v3315, %v1900 : tensor<192xf32>
    %v3317 = stablehlo.multiply %v2971, %v3316 : tensor<192xf32>
    %v3318 = stablehlo.subtract %v886, %v3317 : tensor<192xf32>
    %v3319 = stablehlo.multiply %v2888, %v2972 : tensor<192xf32>
    %v3320 = stablehlo.add %v3319, %v1897 : tensor<192xf32>
    %v3321 = stablehlo.multiply %v2971, %v3320 : tensor<192xf32>
    %v3322 = stablehlo.subtract %v887, %v3321 : tensor<192xf32>
    %v3323 = stablehlo.transpose %v1895, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3324 = stablehlo.multiply %v2889, %v3001 : tensor<576x192xf32>
    %v3325 = stablehlo.add %v3324, %v3323 : tensor<576x192xf32>
    %v3326 = stablehlo.multiply %v3000, %v3325 : tensor<576x192xf32>
    %v3327 = stablehlo.subtract %v888, %v3326 : tensor<576x192xf32>
    %v3328 = stablehlo.multiply %v2890, %v3007 : tensor<576xf32>
    %v3329 = stablehlo.add %v3328, %v1896 : tensor<576xf32>
    %v3330 = stablehlo.multiply %v3006, %v3329 : tensor<576xf32>
    %v3331 = stablehlo.subtract %v890, %v3330 : tensor<576xf32>
    %v3332 = stablehlo.transpose %v1873, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3333 = stablehlo.multiply %v2891, %v3014 : tensor<192x192xf32>
    %v3334 = stablehlo.add %v3333, %v3332 : tensor<192x192xf32>
    %v3335 = stablehlo.multiply %v3013, %v3334 : tensor<192x192xf32>
    %v3336 = stablehlo.subtract %v891, %v3335 : tensor<192x192xf32>
    %v3337 = stablehlo.multiply %v2892, %v2972 : tensor<192xf32>
    %v3338 = stablehlo.add %v3337, %v1874 : tensor<192xf32>
    %v3339 = stablehlo.multiply %v2971, %v3338 : tensor<192xf32>
    %v3340 = stablehlo.subtract %v893, %v3339 : tensor<192xf32>
    %v3341 = stablehlo.multiply %v2893, %v2972 : tensor<192xf32>
    %v3342 = stablehlo.add %v3341, %v1859 : tensor<192xf32>
    %v3343 = stablehlo.multiply %v2971, %v3342 : tensor<192xf32>
    %v3344 = stablehlo.subtract %v894, %v3343 : tensor<192xf32>
    %v3345 = stablehlo.multiply %v2894, %v2972 : tensor<192xf32>
    %v3346 = stablehlo.add %v3345, %v1856 : tensor<192xf32>
    %v3347 = stablehlo.multiply %v2971, %v3346 : tensor<192xf32>
    %v3348 = stablehlo.subtract %v895, %v3347 : tensor<192xf32>
    %v3349 = stablehlo.transpose %v1854, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3350 = stablehlo.multiply %v2895, %v3033 : tensor<768x192xf32>
    %v3351 = stablehlo.add %v3350, %v3349 : tensor<768x192xf32>
    %v3352 = stablehlo.multiply %v3032, %v3351 : tensor<768x192xf32>
    %v3353 = stablehlo.subtract %v896, %v3352 : tensor<768x192xf32>
    %v3354 = stablehlo.multiply %v2896, %v3039 : tensor<768xf32>
    %v3355 = stablehlo.add %v3354, %v1855 : tensor<768xf32>
    %v3356 = stablehlo.multiply %v3038, %v3355 : tensor<768xf32>
    %v3357 = stablehlo.subtract %v898, %v3356 : tensor<768xf32>
    %v3358 = stablehlo.transpose %v1844, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3359 = stablehlo.multiply %v2897, %v3046 : tensor<192x768xf32>
    %v3360 = stablehlo.add %v3359, %v3358 : tensor<192x768xf32>
    %v3361 = stablehlo.multiply %v3045, %v3360 : tensor<192x768xf32>
    %v3362 = stablehlo.subtract %v899, %v3361 : tensor<192x768xf32>
    %v3363 = stablehlo.multiply %v2898, %v2972 : tensor<192xf32>
    %v3364 = stablehlo.add %v3363, %v1845 : tensor<192xf32>
    %v3365 = stablehlo.multiply %v2971, %v3364 : tensor<192xf32>
    %v3366 = stablehlo.subtract %v901, %v3365 : tensor<192xf32>
    %v3367 = stablehlo.multiply %v2899, %v2972 : tensor<192xf32>
    %v3368 = stablehlo.add %v3367, %v1830 : tensor<192xf32>
    %v3369 = stablehlo.multiply %v2971, %v3368 : tensor<192xf32>
    %v3370 = stablehlo.subtract %v972, %v3369 : tensor<192xf32>
    %v3371 = stablehlo.multiply %v2900, %v2972 : tensor<192xf32>
    %v3372 = stablehlo.add %v3371, %v1827 : tensor<192xf32>
    %v3373 = stablehlo.multiply %v2971, %v3372 : tensor<192xf32>
    %v3374 = stablehlo.subtract %v973, %v3373 : tensor<192xf32>
    %v3375 = stablehlo.transpose %v1825, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3376 = stablehlo.multiply %v2901, %v3001 : tensor<576x192xf32>
    %v3377 = stablehlo.add %v3376, %v3375 : tensor<576x192xf32>
    %v3378 = stablehlo.multiply %v3000, %v3377 : tensor<576x192xf32>
    %v3379 = stablehlo.subtract %v974, %v3378 : tensor<576x192xf32>
    %v3380 = stablehlo.multiply %v2902, %v3007 : tensor<576xf32>
    %v3381 = stablehlo.add %v3380, %v1826 : tensor<576xf32>
    %v3382 = stablehlo.multiply %v3006, %v3381 : tensor<576xf32>
    %v3383 = stablehlo.subtract %v976, %v3382 : tensor<576xf32>
    %v3384 = stablehlo.transpose %v1803, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3385 = stablehlo.multiply %v2903, %v3014 : tensor<192x192xf32>
    %v3386 = stablehlo.add %v3385, %v3384 : tensor<192x192xf32>
    %v3387 = stablehlo.multiply %v3013, %v3386 : tensor<192x192xf32>
    %v3388 = stablehlo.subtract %v977, %v3387 : tensor<192x192xf32>
    %v3389 = stablehlo.multiply %v2904, %v2972 : tensor<192xf32>
    %v3390 = stablehlo.add %v3389, %v1804 : tensor<192xf32>
    %v3391 = stablehlo.multiply %v2971, %v3390 : tensor<192xf32>
    %v3392 = stablehlo.subtract %v979, %v3391 : tensor<192xf32>
    %v3393 = stablehlo.multiply %v2905, %v2972 : tensor<192xf32>
    %v3394 = stablehlo.add %v3393, %v1789 : tensor<192xf32>
    %v3395 = stablehlo.multiply %v2971, %v3394 : tensor<192xf32>
    %v3396 = stablehlo.subtract %v980, %v3395 : tensor<192xf32>
    %v3397 = stablehlo.multiply %v2906, %v2972 : tensor<192xf32>
    %v3398 = stablehlo.add %v3397, %v1786 : tensor<192xf32>
    %v3399 = stablehlo.multiply %v2971, %v3398 : tensor<192xf32>
    %v3400 = stablehlo.subtract %v981, %v3399 : tensor<192xf32>
    %v3401 = stablehlo.transpose %v1784, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3402 = stablehlo.multiply %v2907, %v3033 : tensor<768x192xf32>
    %v3403 = stablehlo.add %v3402, %v3401 : tensor<768x192xf32>
    %v3404 = stablehlo.multiply %v3032, %v3403 : tensor<768x192xf32>
    %v3405 = stablehlo.subtract %v982, %v3404 : tensor<768x192xf32>
    %v3406 = stablehlo.multiply %v2908, %v3039 : tensor<768xf32>
    %v3407 = stablehlo.add %v3406, %v1785 : tensor<768xf32>
    %v3408 = stablehlo.multiply %v3038, %v3407 : tensor<768xf32>
    %v3409 = stablehlo.subtract %v984, %v3408 : tensor<768xf32>
    %v3410 = stablehlo.transpose %v1774, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3411 = stablehlo.multiply %v2909, %v3046 : tensor<192x768xf32>
    %v3412 = stablehlo.add %v3411, %v3410 : tensor<192x768xf32>
    %v3413 = stablehlo.multiply %v3045, %v3412 : tensor<192x768xf32>
    %v3414 = stablehlo.subtract %v985, %v3413 : tensor<192x768xf32>
    %v3415 = stablehlo.multiply %v2910, %v2972 : tensor<192xf32>
    %v3416 = stablehlo.add %v3415, %v1775 : tensor<192xf32>
    %v3417 = stablehlo.multiply %v2971, %v3416 : tensor<192xf32>
    %v3418 = stablehlo.subtract %v987, %v3417 : tensor<192xf32>
    %v3419 = stablehlo.multiply %v2911, %v2972 : tensor<192xf32>
    %v3420 = stablehlo.add %v3419, %v1760 : tensor<192xf32>
    %v3421 = stablehlo.multiply %v2971, %v3420 : tensor<192xf32>
    %v3422 = stablehlo.subtract %v1058, %v3421 : tensor<192xf32>
    %v3423 = stablehlo.multiply %v2912, %v2972 : tensor<192xf32>
    %v3424 = stablehlo.add %v3423, %v1757 : tensor<192xf32>
    %v3425 = stablehlo.multiply %v2971, %v3424 : tensor<192xf32>
    %v3426 = stablehlo.subtract %v1059, %v3425 : tensor<192xf32>
    %v3427 = stablehlo.transpose %v1755, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3428 = stablehlo.multiply %v2913, %v3001 : tensor<576x192xf32>
    %v3429 = stablehlo.add %v3428, %v3427 : tensor<576x192xf32>
    %v3430 = stablehlo.multiply %v3000, %v3429 : tensor<576x192xf32>
    %v3431 = stablehlo.subtract %v1060, %v3430 : tensor<576x192xf32>
    %v3432 = stablehlo.multiply %v2914, %v3007 : tensor<576xf32>
    %v3433 = stablehlo.add %v3432, %v1756 : tensor<576xf32>
    %v3434 = stablehlo.multiply %v3006, %v3433 : tensor<576xf32>
    %v3435 = stablehlo.subtract %v1062, %v3434 : tensor<576xf32>
    %v3436 = stablehlo.transpose %v1733, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3437 = stablehlo.multiply %v2915, %v3014 : tensor<192x192xf32>
    %v3438 = stablehlo.add %v3437, %v3436 : tensor<192x192xf32>
    %v3439 = stablehlo.multiply %v3013, %v3438 : tensor<192x192xf32>
    %v3440 = stablehlo.subtract %v1063, %v3439 : tensor<192x192xf32>
    %v3441 = stablehlo.multiply %v2916, %v2972 : tensor<192xf32>
    %v3442 = stablehlo.add %v3441, %v1734 : tensor<192xf32>
    %v3443 = stablehlo.multiply %v2971, %v3442 : tensor<192xf32>
    %v3444 = stablehlo.subtract %v1065, %v3443 : tensor<192xf32>
    %v3445 = stablehlo.multiply %v2917, %v2972 : tensor<192xf32>
    %v3446 = stablehlo.add %v3445, %v1719 : tensor<192xf32>
    %v3447 = stablehlo.multiply %v2971, %v3446 : tensor<192xf32>
    %v3448 = stablehlo.subtract %v1066, %v3447 : tensor<192xf32>
    %v3449 = stablehlo.multiply %v2918, %v2972 : tensor<192xf32>
    %v3450 = stablehlo.add %v3449, %v1716 : tensor<192xf32>
    %v3451 = stablehlo.multiply %v2971, %v3450 : tensor<192xf32>
    %v3452 = stablehlo.subtract %v1067, %v3451 : tensor<192xf32>
    %v3453 = stablehlo.transpose %v1714, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3454 = stablehlo.multiply %v2919, %v3033 : tensor<768x192xf32>
    %v3455 = stablehlo.add %v3454, %v3453 : tensor<768x192xf32>
    %v3456 = stablehlo.multiply %v3032, %v3455 : tensor<768x192xf32>
    %v3457 = stablehlo.subtract %v1068, %v3456 : tensor<768x192xf32>
    %v3458 = stablehlo.multiply %v2920, %v3039 : tensor<768xf32>
    %v3459 = stablehlo.add %v3458, %v1715 : tensor<768xf32>
    %v3460 = stablehlo.multiply %v3038, %v3459 : tensor<768xf32>
    %v3461 = stablehlo.subtract %v1070, %v3460 : tensor<768xf32>
    %v3462 = stablehlo.transpose %v1704, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3463 = stablehlo.multiply %v2921, %v3046 : tensor<192x768xf32>
    %v3464 = stablehlo.add %v3463, %v3462 : tensor<192x768xf32>
    %v3465 = stablehlo.multiply %v3045, %v3464 : tensor<192x768xf32>
    %v3466 = stablehlo.subtract %v1071, %v3465 : tensor<192x768xf32>
    %v3467 = stablehlo.multiply %v2922, %v2972 : tensor<192xf32>
    %v3468 = stablehlo.add %v3467, %v1705 : tensor<192xf32>
    %v3469 = stablehlo.multiply %v2971, %v3468 : tensor<192xf32>
    %v3470 = stablehlo.subtract %v1073, %v3469 : tensor<192xf32>
    %v3471 = stablehlo.multiply %v2923, %v2972 : tensor<192xf32>
    %v3472 = stablehlo.add %v3471, %v1690 : tensor<192xf32>
    %v3473 = stablehlo.multiply %v2971, %v3472 : tensor<192xf32>
    %v3474 = stablehlo.subtract %v1144, %v3473 : tensor<192xf32>
    %v3475 = stablehlo.multiply %v2924, %v2972 : tensor<192xf32>
    %v3476 = stablehlo.add %v3475, %v1687 : tensor<192xf32>
    %v3477 = stablehlo.multiply %v2971, %v3476 : tensor<192xf32>
    %v3478 = stablehlo.subtract %v1145, %v3477 : tensor<192xf32>
    %v3479 = stablehlo.transpose %v1685, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3480 = stablehlo.multiply %v2925, %v3001 : tensor<576x192xf32>
    %v3481 = stablehlo.add %v3480, %v3479 : tensor<576x192xf32>
    %v3482 = stablehlo.multiply %v3000, %v3481 : tensor<576x192xf32>
    %v3483 = stablehlo.subtract %v1146, %v3482 : tensor<576x192xf32>
    %v3484 = stablehlo.multiply %v2926, %v3007 : tensor<576xf32>
    %v3485 = stablehlo.add %v3484, %v1686 : tensor<576xf32>
    %v3486 = stablehlo.multiply %v3006, %v3485 : tensor<576xf32>
    %v3487 = stablehlo.subtract %v1148, %v3486 : tensor<576xf32>
    %v3488 = stablehlo.transpose %v1663, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3489 = stablehlo.multiply %v2927, %v3014 : tensor<192x192xf32>
    %v3490 = stablehlo.add %v3489, %v3488 : tensor<192x192xf32>
    %v3491 = stablehlo.multiply %v3013, %v3490 : tensor<192x192xf32>
    %v3492 = stablehlo.subtract %v1149, %v3491 : tensor<192x192xf32>
    %v3493 = stablehlo.multiply %v2928, %v2972 : tensor<192xf32>
    %v3494 = stablehlo.add %v3493, %v1664 : tensor<192xf32>
    %v3495 = stablehlo.multiply %v2971, %v3494 : tensor<192xf32>
    %v3496 = stablehlo.subtract %v1151, %v3495 : tensor<192xf32>
    %v3497 = stablehlo.multiply %v2929, %v2972 : tensor<192xf32>
    %v3498 = stablehlo.add %v3497, %v1649 : tensor<192xf32>
    %v3499 = stablehlo.multiply %v2971, %v3498 : tensor<192xf32>
    %v3500 = stablehlo.subtract %v1152, %v3499 : tensor<192xf32>
    %v3501 = stablehlo.multiply %v2930, %v2972 : tensor<192xf32>
    %v3502 = stablehlo.add %v3501, %v1646 : tensor<192xf32>
    %v3503 = stablehlo.multiply %v2971, %v3502 : tensor<192xf32>
    %v3504 = stablehlo.subtract %v1153, %v3503 : tensor<192xf32>
    %v3505 = stablehlo.transpose %v1644, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3506 = stablehlo.multiply %v2931, %v3033 : tensor<768x192xf32>
    %v3507 = stablehlo.add %v3506, %v3505 : tensor<768x192xf32>
    %v3508 = stablehlo.multiply %v3032, %v3507 : tensor<768x192xf32>
    %v3509 = stablehlo.subtract %v1154, %v3508 : tensor<768x192xf32>
    %v3510 = stablehlo.multiply %v2932, %v3039 : tensor<768xf32>
    %v3511 = stablehlo.add %v3510, %v1645 : tensor<768xf32>
    %v3512 = stablehlo.multiply %v3038, %v3511 : tensor<768xf32>
    %v3513 = stablehlo.subtract %v1156, %v3512 : tensor<768xf32>
    %v3514 = stablehlo.transpose %v1634, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3515 = stablehlo.multiply %v2933, %v3046 : tensor<192x768xf32>
    %v3516 = stablehlo.add %v3515, %v3514 : tensor<192x768xf32>
    %v3517 = stablehlo.multiply %v3045, %v3516 : tensor<192x768xf32>
    %v3518 = stablehlo.subtract %v1157, %v3517 : tensor<192x768xf32>
    %v3519 = stablehlo.multiply %v2934, %v2972 : tensor<192xf32>
    %v3520 = stablehlo.add %v3519, %v1635 : tensor<192xf32>
    %v3521 = stablehlo.multiply %v2971, %v3520 : tensor<192xf32>
    %v3522 = stablehlo.subtract %v1159, %v3521 : tensor<192xf32>
    %v3523 = stablehlo.multiply %v2935, %v2972 : tensor<192xf32>
    %v3524 = stablehlo.add %v3523, %v1620 : tensor<192xf32>
    %v3525 = stablehlo.multiply %v2971, %v3524 : tensor<192xf32>
    %v3526 = stablehlo.subtract %v1230, %v3525 : tensor<192xf32>
    %v3527 = stablehlo.multiply %v2936, %v2972 : tensor<192xf32>
    %v3528 = stablehlo.add %v3527, %v1617 : tensor<192xf32>
    %v3529 = stablehlo.multiply %v2971, %v3528 : tensor<192xf32>
    %v3530 = stablehlo.subtract %v1231, %v3529 : tensor<192xf32>
    %v3531 = stablehlo.transpose %v1615, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3532 = stablehlo.multiply %v2937, %v3001 : tensor<576x192xf32>
    %v3533 = stablehlo.add %v3532, %v3531 : tensor<576x192xf32>
    %v3534 = stablehlo.multiply %v3000, %v3533 : tensor<576x192xf32>
    %v3535 = stablehlo.subtract %v1232, %v3534 : tensor<576x192xf32>
    %v3536 = stablehlo.multiply %v2938, %v3007 : tensor<576xf32>
    %v3537 = stablehlo.add %v3536, %v1616 : tensor<576xf32>
    %v3538 = stablehlo.multiply %v3006, %v3537 : tensor<576xf32>
    %v3539 = stablehlo.subtract %v1234, %v3538 : tensor<576xf32>
    %v3540 = stablehlo.transpose %v1593, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3541 = stablehlo.multiply %v2939, %v3014 : tensor<192x192xf32>
    %v3542 = stablehlo.add %v3541, %v3540 : tensor<192x192xf32>
    %v3543 = stablehlo.multiply %v3013, %v3542 : tensor<192x192xf32>
    %v3544 = stablehlo.subtract %v1235, %v3543 : tensor<192x192xf32>
    %v3545 = stablehlo.multiply %v2940, %v2972 : tensor<192xf32>
    %v3546 = stablehlo.add %v3545, %v1594 : tensor<192xf32>
    %v3547 = stablehlo.multiply %v2971, %v3546 : tensor<192xf32>
    %v3548 = stablehlo.subtract %v1237, %v3547 : tensor<192xf32>
    %v3549 = stablehlo.multiply %v2941, %v2972 : tensor<192xf32>
    %v3550 = stablehlo.add %v3549, %v1579 : tensor<192xf32>
    %v3551 = stablehlo.multiply %v2971, %v3550 : tensor<192xf32>
    %v3552 = stablehlo.subtract %v1238, %v3551 : tensor<192xf32>
    %v3553 = stablehlo.multiply %v2942, %v2972 : tensor<192xf32>
    %v3554 = stablehlo.add %v3553, %v1576 : tensor<192xf32>
    %v3555 = stablehlo.multiply %v2971, %v3554 : tensor<192xf32>
    %v3556 = stablehlo.subtract %v1239, %v3555 : tensor<192xf32>
    %v3557 = stablehlo.transpose %v1574, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3558 = stablehlo.multiply %v2943, %v3033 : tensor<768x192xf32>
    %v3559 = stablehlo.add %v3558, %v3557 : tensor<768x192xf32>
    %v3560 = stablehlo.multiply %v3032, %v3559 : tensor<768x192xf32>
    %v3561 = stablehlo.subtract %v1240, %v3560 : tensor<768x192xf32>
    %v3562 = stablehlo.multiply %v2944, %v3039 : tensor<768xf32>
    %v3563 = stablehlo.add %v3562, %v1575 : tensor<768xf32>
    %v3564 = stablehlo.multiply %v3038, %v3563 : tensor<768xf32>
    %v3565 = stablehlo.subtract %v1242, %v3564 : tensor<768xf32>
    %v3566 = stablehlo.transpose %v1562, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3567 = stablehlo.multiply %v2945, %v3046 : tensor<192x768xf32>
    %v3568 = stablehlo.add %v3567, %v3566 : tensor<192x768xf32>
    %v3569 = stablehlo.multiply %v3045, %v3568 : tensor<192x768xf32>
    %v3570 = stablehlo.subtract %v1243, %v3569 : tensor<192x768xf32>
    %v3571 = stablehlo.multiply %v2946, %v2972 : tensor<192xf32>
    %v3572 = stablehlo.add %v3571, %v1563 : tensor<192xf32>
    %v3573 = stablehlo.multiply %v2971, %v3572 : tensor<192xf32>
    %v3574 = stablehlo.subtract %v1245, %v3573 : tensor<192xf32>
    %v3575 = stablehlo.multiply %v2947, %v2972 : tensor<192xf32>
    %v3576 = stablehlo.add %v3575, %v1548 : tensor<192xf32>
    %v3577 = stablehlo.multiply %v2971, %v3576 : tensor<192xf32>
    %v3578 = stablehlo.subtract %v1316, %v3577 : tensor<192xf32>
    %v3579 = stablehlo.multiply %v2948, %v2972 : tensor<192xf32>
    %v3580 = stablehlo.add %v3579, %v1545 : tensor<192xf32>
    %v3581 = stablehlo.multiply %v2971, %v3580 : tensor<192xf32>
    %v3582 = stablehlo.subtract %v1317, %v3581 : tensor<192xf32>
    %v3583 = stablehlo.transpose %v1540, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %v3584 = stablehlo.multiply %v2949, %v3001 : tensor<576x192xf32>
    %v3585 = stablehlo.add %v3584, %v3583 : tensor<576x192xf32>
    %v3586 = stablehlo.multiply %v3000, %v3585 : tensor<576x192xf32>
    %v3587 = stablehlo.subtract %v1318, %v3586 : tensor<576x192xf32>
    %v3588 = stablehlo.multiply %v2950, %v3007 : tensor<576xf32>
    %v3589 = stablehlo.add %v3588, %v1541 : tensor<576xf32>
    %v3590 = stablehlo.multiply %v3006, %v3589 : tensor<576xf32>
    %v3591 = stablehlo.subtract %v1320, %v3590 : tensor<576xf32>
    %v3592 = stablehlo.transpose %v1518, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v3593 = stablehlo.multiply %v2951, %v3014 : tensor<192x192xf32>
    %v3594 = stablehlo.add %v3593, %v3592 : tensor<192x192xf32>
    %v3595 = stablehlo.multiply %v3013, %v3594 : tensor<192x192xf32>
    %v3596 = stablehlo.subtract %v1321, %v3595 : tensor<192x192xf32>
    %v3597 = stablehlo.multiply %v2952, %v2972 : tensor<192xf32>
    %v3598 = stablehlo.add %v3597, %v1519 : tensor<192xf32>
    %v3599 = stablehlo.multiply %v2971, %v3598 : tensor<192xf32>
    %v3600 = stablehlo.subtract %v1323, %v3599 : tensor<192xf32>
    %v3601 = stablehlo.multiply %v2953, %v2972 : tensor<192xf32>
    %v3602 = stablehlo.add %v3601, %v1501 : tensor<192xf32>
    %v3603 = stablehlo.multiply %v2971, %v3602 : tensor<192xf32>
    %v3604 = stablehlo.subtract %v1324, %v3603 : tensor<192xf32>
    %v3605 = stablehlo.multiply %v2954, %v2972 : tensor<192xf32>
    %v3606 = stablehlo.add %v3605, %v1498 : tensor<192xf32>
    %v3607 = stablehlo.multiply %v2971, %v3606 : tensor<192xf32>
    %v3608 = stablehlo.subtract %v1325, %v3607 : tensor<192xf32>
    %v3609 = stablehlo.transpose %v1492, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %v3610 = stablehlo.multiply %v2955, %v3033 : tensor<768x192xf32>
    %v3611 = stablehlo.add %v3610, %v3609 : tensor<768x192xf32>
    %v3612 = stablehlo.multiply %v3032, %v3611 : tensor<768x192xf32>
    %v3613 = stablehlo.subtract %v1326, %v3612 : tensor<768x192xf32>
    %v3614 = stablehlo.multiply %v2956, %v3039 : tensor<768xf32>
    %v3615 = stablehlo.add %v3614, %v1493 : tensor<768xf32>
    %v3616 = stablehlo.multiply %v3038, %v3615 : tensor<768xf32>
    %v3617 = stablehlo.subtract %v1328, %v3616 : tensor<768xf32>
    %v3618 = stablehlo.transpose %v1480, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v3619 = stablehlo.multiply %v2957, %v3046 : tensor<192x768xf32>
    %v3620 = stablehlo.add %v3619, %v3618 : tensor<192x768xf32>
    %v3621 = stablehlo.multiply %v3045, %v3620 : tensor<192x768xf32>
    %v3622 = stablehlo.subtract %v1329, %v3621 : tensor<192x768xf32>
    %v3623 = stablehlo.multiply %v2958, %v2972 : tensor<192xf32>
    %v3624 = stablehlo.add %v3623, %v1481 : tensor<192xf32>
    %v3625 = stablehlo.multiply %v2971, %v3624 : tensor<192xf32>
    %v3626 = stablehlo.subtract %v1331, %v3625 : tensor<192xf32>
    %v3627 = stablehlo.multiply %v2959, %v2972 : tensor<192xf32>
    %v3628 = stablehlo.add %v3627, %v1467 : tensor<192xf32>
    %v3629 = stablehlo.multiply %v2971, %v3628 : tensor<192xf32>
    %v3630 = stablehlo.subtract %v1411, %v3629 : tensor<192xf32>
    %v3631 = stablehlo.multiply %v2960, %v2972 : tensor<192xf32>
    %v3632 = stablehlo.add %v3631, %v1464 : tensor<192xf32>
    %v3633 = stablehlo.multiply %v2971, %v3632 : tensor<192xf32>
    %v3634 = stablehlo.subtract %v1412, %v3633 : tensor<192xf32>
    %v3635 = stablehlo.transpose %v1462, dims = [1, 0] : (tensor<192x10xf32>) -> tensor<10x192xf32>
    %v3636 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<10x192xf32>
    %v3637 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10x192xf32>
    %v3638 = stablehlo.multiply %v2961, %v3637 : tensor<10x192xf32>
    %v3639 = stablehlo.add %v3638, %v3635 : tensor<10x192xf32>
    %v3640 = stablehlo.multiply %v3636, %v3639 : tensor<10x192xf32>
    %v3641 = stablehlo.subtract %v1428, %v3640 : tensor<10x192xf32>
    %v3642 = stablehlo.broadcast_in_dim %v2963, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %v3643 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10xf32>
    %v3644 = stablehlo.multiply %v2962, %v3643 : tensor<10xf32>
    %v3645 = stablehlo.add %v3644, %v1463 : tensor<10xf32>
    %v3646 = stablehlo.multiply %v3642, %v3645 : tensor<10xf32>
    %v3647 = stablehlo.subtract %v1430, %v3646 : tensor<10xf32>
    return %v2970, %v2976, %v2983, %v2990, %v2994, %v2998, %v3005, %v3011, %v3018, %v3022, %v3026, %v3030, %v3037, %v3043, %v3050, %v3054, %v3058, %v3062, %v3067, %v3071, %v3076, %v3080, %v3084, %v3088, %v3093, %v3097, %v3102, %v3106, %v3110, %v3114, %v3119, %v3123, %v3128, %v3132, %v3136, %v3140, %v3145, %v3149, %v3154, %v3158, %v3162, %v3166, %v3171, %v3175, %v3180, %v3184, %v3188, %v3192, %v3197, %v3201, %v3206, %v3210, %v3214, %v3218, %v3223, %v3227, %v3232, %v3236, %v3240, %v3244, %v3249, %v3253, %v3258, %v3262, %v3266, %v3270, %v3275, %v3279, %v3284, %v3288, %v3292, %v3296, %v3301, %v3305, %v3310, %v3314, %v3318, %v3322, %v3327, %v3331, %v3336, %v3340, %v3344, %v3348, %v3353, %v3357, %v3362, %v3366, %v3370, %v3374, %v3379, %v3383, %v3388, %v3392, %v3396, %v3400, %v3405, %v3409, %v3414, %v3418, %v3422, %v3426, %v3431, %v3435, %v3440, %v3444, %v3448, %v3452, %v3457, %v3461, %v3466, %v3470, %v3474, %v3478, %v3483, %v3487, %v3492, %v3496, %v3500, %v3504, %v3509, %v3513, %v3518, %v3522, %v3526, %v3530, %v3535, %v3539, %v3544, %v3548, %v3552, %v3556, %v3561, %v3565, %v3570, %v3574, %v3578, %v3582, %v3587, %v3591, %v3596, %v3600, %v3604, %v3608, %v3613, %v3617, %v3622, %v3626, %v3630, %v3634, %v3641, %v3647, %v2968, %v2974, %v2981, %v2988, %v2992, %v2996, %v3003, %v3009, %v3016, %v3020, %v3024, %v3028, %v3035, %v3041, %v3048, %v3052, %v3056, %v3060, %v3065, %v3069, %v3074, %v3078, %v3082, %v3086, %v3091, %v3095, %v3100, %v3104, %v3108, %v3112, %v3117, %v3121, %v3126, %v3130, %v3134, %v3138, %v3143, %v3147, %v3152, %v3156, %v3160, %v3164, %v3169, %v3173, %v3178, %v3182, %v3186, %v3190, %v3195, %v3199, %v3204, %v3208, %v3212, %v3216, %v3221, %v3225, %v3230, %v3234, %v3238, %v3242, %v3247, %v3251, %v3256, %v3260, %v3264, %v3268, %v3273, %v3277, %v3282, %v3286, %v3290, %v3294, %v3299, %v3303, %v3308, %v3312, %v3316, %v3320, %v3325, %v3329, %v3334, %v3338, %v3342, %v3346, %v3351, %v3355, %v3360, %v3364, %v3368, %v3372, %v3377, %v3381, %v3386, %v3390, %v3394, %v3398, %v3403, %v3407, %v3412, %v3416, %v3420, %v3424, %v3429, %v3433, %v3438, %v3442, %v3446, %v3450, %v3455, %v3459, %v3464, %v3468, %v3472, %v3476, %v3481, %v3485, %v3490, %v3494, %v3498, %v3502, %v3507, %v3511, %v3516, %v3520, %v3524, %v3528, %v3533, %v3537, %v3542, %v3546, %v3550, %v3554, %v3559, %v3563, %v3568, %v3572, %v3576, %v3580, %v3585, %v3589, %v3594, %v3598, %v3602, %v3606, %v3611, %v3615, %v3620, %v3624, %v3628, %v3632, %v3639, %v3645, %v1453 : tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>
  }
}
