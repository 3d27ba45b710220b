module {
  func.func @main(%v0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %v3: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %v5: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %v12: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %v14: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %v364: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %v365: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %v366: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %v368: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %v369: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %v371: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %v372: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %v373: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %v374: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %v376: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %v377: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %v379: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %v455: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %v456: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %v457: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %v459: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %v460: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %v462: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %v463: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %v464: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %v465: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %v467: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %v468: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %v470: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %v540: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %v541: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %v542: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %v544: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %v545: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %v547: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %v548: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %v549: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %v550: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %v552: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %v553: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %v555: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %v625: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %v626: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %v627: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %v629: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %v630: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %v632: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %v633: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %v634: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %v635: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %v637: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %v638: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %v640: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %v710: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %v711: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %v712: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %v714: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %v715: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %v717: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %v718: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %v719: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %v720: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %v722: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %v723: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %v725: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %v795: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %v796: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %v797: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %v799: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %v800: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %v802: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %v803: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %v804: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %v805: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %v807: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %v808: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %v810: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %v880: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %v881: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %v882: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %v884: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %v885: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %v887: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %v888: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %v889: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %v890: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %v892: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %v893: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %v895: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %v965: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %v966: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %v967: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %v969: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %v970: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %v972: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %v973: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %v974: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %v975: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %v977: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %v978: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %v980: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %v1050: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %v1051: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %v1052: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %v1054: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %v1055: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %v1057: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %v1058: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %v1059: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %v1060: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %v1062: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %v1063: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %v1065: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %v1135: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %v1136: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %v1137: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %v1139: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %v1140: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %v1142: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %v1143: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %v1144: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %v1145: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %v1147: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %v1148: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %v1150: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %v1220: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %v1221: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %v1222: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %v1224: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %v1225: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %v1227: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %v1228: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %v1229: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %v1230: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %v1232: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %v1233: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %v1235: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %v1305: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %v1306: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %v1307: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %v1309: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %v1310: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %v1312: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %v1313: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %v1314: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %v1315: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %v1317: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %v1318: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %v1320: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %v1390: tensor<192xf32> {vjp.name = "norm.weight"}, %v1391: tensor<192xf32> {vjp.name = "norm.bias"}, %v1538: tensor<10x192xf32> {vjp.name = "head.weight"}, %v1540: tensor<10xf32> {vjp.name = "head.bias"}) -> (tensor<32x10xf32>) {
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
    %v408 = stablehlo.dot_general %v403, %v405, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v409 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<32x3x197x197xf32>
    %v410 = stablehlo.multiply %v408, %v409 : tensor<32x3x197x197xf32>
    %c36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v411 = stablehlo.reduce(%v410 init: %c36) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v412 = stablehlo.broadcast_in_dim %v411, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v413 = stablehlo.subtract %v410, %v412 : tensor<32x3x197x197xf32>
    %v414 = stablehlo.exponential %v413 : tensor<32x3x197x197xf32>
    %c37 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v415 = stablehlo.reduce(%v414 init: %c37) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v416 = stablehlo.broadcast_in_dim %v415, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v417 = stablehlo.divide %v414, %v416 : tensor<32x3x197x197xf32>
    %v418 = stablehlo.dot_general %v417, %v407, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v419 = stablehlo.transpose %v418, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v420 = stablehlo.reshape %v419 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v421 = stablehlo.dot_general %v420, %v370, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v422 = stablehlo.broadcast_in_dim %v371, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v423 = stablehlo.add %v421, %v422 : tensor<6304x192xf32>
    %v424 = stablehlo.add %v363, %v423 : tensor<6304x192xf32>
    %c38 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v425 = stablehlo.reduce(%v424 init: %c38) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v426 = stablehlo.broadcast_in_dim %v425, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v427 = stablehlo.multiply %v426, %v382 : tensor<6304x192xf32>
    %v428 = stablehlo.subtract %v424, %v427 : tensor<6304x192xf32>
    %v429 = stablehlo.multiply %v428, %v428 : tensor<6304x192xf32>
    %c39 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v430 = stablehlo.reduce(%v429 init: %c39) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v431 = stablehlo.broadcast_in_dim %v430, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v432 = stablehlo.multiply %v431, %v382 : tensor<6304x192xf32>
    %v433 = stablehlo.add %v432, %v389 : tensor<6304x192xf32>
    %v434 = stablehlo.rsqrt %v433 : tensor<6304x192xf32>
    %v435 = stablehlo.multiply %v428, %v434 : tensor<6304x192xf32>
    %v436 = stablehlo.broadcast_in_dim %v372, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v437 = stablehlo.multiply %v435, %v436 : tensor<6304x192xf32>
    %v438 = stablehlo.broadcast_in_dim %v373, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v439 = stablehlo.add %v437, %v438 : tensor<6304x192xf32>
    %v440 = stablehlo.dot_general %v439, %v375, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v441 = stablehlo.broadcast_in_dim %v376, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v442 = stablehlo.add %v440, %v441 : tensor<6304x768xf32>
    %v443 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %v444 = stablehlo.multiply %v442, %v443 : tensor<6304x768xf32>
    %v445 = chlo.erf %v444 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v446 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %v447 = stablehlo.add %v446, %v445 : tensor<6304x768xf32>
    %v448 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %v449 = stablehlo.multiply %v447, %v448 : tensor<6304x768xf32>
    %v450 = stablehlo.multiply %v442, %v449 : tensor<6304x768xf32>
    %v451 = stablehlo.dot_general %v450, %v378, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v452 = stablehlo.broadcast_in_dim %v379, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v453 = stablehlo.add %v451, %v452 : tensor<6304x192xf32>
    %v454 = stablehlo.add %v424, %v453 : tensor<6304x192xf32>
    %v458 = stablehlo.transpose %v457, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v461 = stablehlo.transpose %v460, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v466 = stablehlo.transpose %v465, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v469 = stablehlo.transpose %v468, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c40 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v471 = stablehlo.reduce(%v454 init: %c40) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v472 = stablehlo.broadcast_in_dim %v471, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v473 = stablehlo.multiply %v472, %v382 : tensor<6304x192xf32>
    %v474 = stablehlo.subtract %v454, %v473 : tensor<6304x192xf32>
    %v475 = stablehlo.multiply %v474, %v474 : tensor<6304x192xf32>
    %c41 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v476 = stablehlo.reduce(%v475 init: %c41) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v477 = stablehlo.broadcast_in_dim %v476, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v478 = stablehlo.multiply %v477, %v382 : tensor<6304x192xf32>
    %v479 = stablehlo.add %v478, %v389 : tensor<6304x192xf32>
    %v480 = stablehlo.rsqrt %v479 : tensor<6304x192xf32>
    %v481 = stablehlo.multiply %v474, %v480 : tensor<6304x192xf32>
    %v482 = stablehlo.broadcast_in_dim %v455, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v483 = stablehlo.multiply %v481, %v482 : tensor<6304x192xf32>
    %v484 = stablehlo.broadcast_in_dim %v456, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v485 = stablehlo.add %v483, %v484 : tensor<6304x192xf32>
    %v486 = stablehlo.dot_general %v485, %v458, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v487 = stablehlo.broadcast_in_dim %v459, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v488 = stablehlo.add %v486, %v487 : tensor<6304x576xf32>
    %v489 = stablehlo.reshape %v488 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v490 = stablehlo.transpose %v489, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v491 = "stablehlo.slice"(%v490) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v492 = stablehlo.reshape %v491 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v493 = "stablehlo.slice"(%v490) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v494 = stablehlo.reshape %v493 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v495 = "stablehlo.slice"(%v490) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v496 = stablehlo.reshape %v495 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v497 = stablehlo.dot_general %v492, %v494, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v498 = stablehlo.multiply %v497, %v409 : tensor<32x3x197x197xf32>
    %c42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v499 = stablehlo.reduce(%v498 init: %c42) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v500 = stablehlo.broadcast_in_dim %v499, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v501 = stablehlo.subtract %v498, %v500 : tensor<32x3x197x197xf32>
    %v502 = stablehlo.exponential %v501 : tensor<32x3x197x197xf32>
    %c43 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v503 = stablehlo.reduce(%v502 init: %c43) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v504 = stablehlo.broadcast_in_dim %v503, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v505 = stablehlo.divide %v502, %v504 : tensor<32x3x197x197xf32>
    %v506 = stablehlo.dot_general %v505, %v496, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v507 = stablehlo.transpose %v506, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v508 = stablehlo.reshape %v507 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v509 = stablehlo.dot_general %v508, %v461, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v510 = stablehlo.broadcast_in_dim %v462, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v511 = stablehlo.add %v509, %v510 : tensor<6304x192xf32>
    %v512 = stablehlo.add %v454, %v511 : tensor<6304x192xf32>
    %c44 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v513 = stablehlo.reduce(%v512 init: %c44) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v514 = stablehlo.broadcast_in_dim %v513, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v515 = stablehlo.multiply %v514, %v382 : tensor<6304x192xf32>
    %v516 = stablehlo.subtract %v512, %v515 : tensor<6304x192xf32>
    %v517 = stablehlo.multiply %v516, %v516 : tensor<6304x192xf32>
    %c45 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v518 = stablehlo.reduce(%v517 init: %c45) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v519 = stablehlo.broadcast_in_dim %v518, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v520 = stablehlo.multiply %v519, %v382 : tensor<6304x192xf32>
    %v521 = stablehlo.add %v520, %v389 : tensor<6304x192xf32>
    %v522 = stablehlo.rsqrt %v521 : tensor<6304x192xf32>
    %v523 = stablehlo.multiply %v516, %v522 : tensor<6304x192xf32>
    %v524 = stablehlo.broadcast_in_dim %v463, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v525 = stablehlo.multiply %v523, %v524 : tensor<6304x192xf32>
    %v526 = stablehlo.broadcast_in_dim %v464, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v527 = stablehlo.add %v525, %v526 : tensor<6304x192xf32>
    %v528 = stablehlo.dot_general %v527, %v466, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v529 = stablehlo.broadcast_in_dim %v467, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v530 = stablehlo.add %v528, %v529 : tensor<6304x768xf32>
    %v531 = stablehlo.multiply %v530, %v443 : tensor<6304x768xf32>
    %v532 = chlo.erf %v531 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v533 = stablehlo.add %v446, %v532 : tensor<6304x768xf32>
    %v534 = stablehlo.multiply %v533, %v448 : tensor<6304x768xf32>
    %v535 = stablehlo.multiply %v530, %v534 : tensor<6304x768xf32>
    %v536 = stablehlo.dot_general %v535, %v469, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v537 = stablehlo.broadcast_in_dim %v470, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v538 = stablehlo.add %v536, %v537 : tensor<6304x192xf32>
    %v539 = stablehlo.add %v512, %v538 : tensor<6304x192xf32>
    %v543 = stablehlo.transpose %v542, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v546 = stablehlo.transpose %v545, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v551 = stablehlo.transpose %v550, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v554 = stablehlo.transpose %v553, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c46 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v556 = stablehlo.reduce(%v539 init: %c46) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v557 = stablehlo.broadcast_in_dim %v556, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v558 = stablehlo.multiply %v557, %v382 : tensor<6304x192xf32>
    %v559 = stablehlo.subtract %v539, %v558 : tensor<6304x192xf32>
    %v560 = stablehlo.multiply %v559, %v559 : tensor<6304x192xf32>
    %c47 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v561 = stablehlo.reduce(%v560 init: %c47) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v562 = stablehlo.broadcast_in_dim %v561, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v563 = stablehlo.multiply %v562, %v382 : tensor<6304x192xf32>
    %v564 = stablehlo.add %v563, %v389 : tensor<6304x192xf32>
    %v565 = stablehlo.rsqrt %v564 : tensor<6304x192xf32>
    %v566 = stablehlo.multiply %v559, %v565 : tensor<6304x192xf32>
    %v567 = stablehlo.broadcast_in_dim %v540, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v568 = stablehlo.multiply %v566, %v567 : tensor<6304x192xf32>
    %v569 = stablehlo.broadcast_in_dim %v541, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v570 = stablehlo.add %v568, %v569 : tensor<6304x192xf32>
    %v571 = stablehlo.dot_general %v570, %v543, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v572 = stablehlo.broadcast_in_dim %v544, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v573 = stablehlo.add %v571, %v572 : tensor<6304x576xf32>
    %v574 = stablehlo.reshape %v573 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v575 = stablehlo.transpose %v574, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v576 = "stablehlo.slice"(%v575) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v577 = stablehlo.reshape %v576 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v578 = "stablehlo.slice"(%v575) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v579 = stablehlo.reshape %v578 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v580 = "stablehlo.slice"(%v575) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v581 = stablehlo.reshape %v580 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v582 = stablehlo.dot_general %v577, %v579, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v583 = stablehlo.multiply %v582, %v409 : tensor<32x3x197x197xf32>
    %c48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v584 = stablehlo.reduce(%v583 init: %c48) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v585 = stablehlo.broadcast_in_dim %v584, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v586 = stablehlo.subtract %v583, %v585 : tensor<32x3x197x197xf32>
    %v587 = stablehlo.exponential %v586 : tensor<32x3x197x197xf32>
    %c49 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v588 = stablehlo.reduce(%v587 init: %c49) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v589 = stablehlo.broadcast_in_dim %v588, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v590 = stablehlo.divide %v587, %v589 : tensor<32x3x197x197xf32>
    %v591 = stablehlo.dot_general %v590, %v581, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v592 = stablehlo.transpose %v591, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v593 = stablehlo.reshape %v592 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v594 = stablehlo.dot_general %v593, %v546, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v595 = stablehlo.broadcast_in_dim %v547, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v596 = stablehlo.add %v594, %v595 : tensor<6304x192xf32>
    %v597 = stablehlo.add %v539, %v596 : tensor<6304x192xf32>
    %c50 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v598 = stablehlo.reduce(%v597 init: %c50) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v599 = stablehlo.broadcast_in_dim %v598, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v600 = stablehlo.multiply %v599, %v382 : tensor<6304x192xf32>
    %v601 = stablehlo.subtract %v597, %v600 : tensor<6304x192xf32>
    %v602 = stablehlo.multiply %v601, %v601 : tensor<6304x192xf32>
    %c51 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v603 = stablehlo.reduce(%v602 init: %c51) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v604 = stablehlo.broadcast_in_dim %v603, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v605 = stablehlo.multiply %v604, %v382 : tensor<6304x192xf32>
    %v606 = stablehlo.add %v605, %v389 : tensor<6304x192xf32>
    %v607 = stablehlo.rsqrt %v606 : tensor<6304x192xf32>
    %v608 = stablehlo.multiply %v601, %v607 : tensor<6304x192xf32>
    %v609 = stablehlo.broadcast_in_dim %v548, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v610 = stablehlo.multiply %v608, %v609 : tensor<6304x192xf32>
    %v611 = stablehlo.broadcast_in_dim %v549, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v612 = stablehlo.add %v610, %v611 : tensor<6304x192xf32>
    %v613 = stablehlo.dot_general %v612, %v551, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v614 = stablehlo.broadcast_in_dim %v552, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v615 = stablehlo.add %v613, %v614 : tensor<6304x768xf32>
    %v616 = stablehlo.multiply %v615, %v443 : tensor<6304x768xf32>
    %v617 = chlo.erf %v616 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v618 = stablehlo.add %v446, %v617 : tensor<6304x768xf32>
    %v619 = stablehlo.multiply %v618, %v448 : tensor<6304x768xf32>
    %v620 = stablehlo.multiply %v615, %v619 : tensor<6304x768xf32>
    %v621 = stablehlo.dot_general %v620, %v554, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v622 = stablehlo.broadcast_in_dim %v555, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v623 = stablehlo.add %v621, %v622 : tensor<6304x192xf32>
    %v624 = stablehlo.add %v597, %v623 : tensor<6304x192xf32>
    %v628 = stablehlo.transpose %v627, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v631 = stablehlo.transpose %v630, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v636 = stablehlo.transpose %v635, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v639 = stablehlo.transpose %v638, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c52 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v641 = stablehlo.reduce(%v624 init: %c52) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v642 = stablehlo.broadcast_in_dim %v641, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v643 = stablehlo.multiply %v642, %v382 : tensor<6304x192xf32>
    %v644 = stablehlo.subtract %v624, %v643 : tensor<6304x192xf32>
    %v645 = stablehlo.multiply %v644, %v644 : tensor<6304x192xf32>
    %c53 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v646 = stablehlo.reduce(%v645 init: %c53) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v647 = stablehlo.broadcast_in_dim %v646, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v648 = stablehlo.multiply %v647, %v382 : tensor<6304x192xf32>
    %v649 = stablehlo.add %v648, %v389 : tensor<6304x192xf32>
    %v650 = stablehlo.rsqrt %v649 : tensor<6304x192xf32>
    %v651 = stablehlo.multiply %v644, %v650 : tensor<6304x192xf32>
    %v652 = stablehlo.broadcast_in_dim %v625, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v653 = stablehlo.multiply %v651, %v652 : tensor<6304x192xf32>
    %v654 = stablehlo.broadcast_in_dim %v626, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v655 = stablehlo.add %v653, %v654 : tensor<6304x192xf32>
    %v656 = stablehlo.dot_general %v655, %v628, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v657 = stablehlo.broadcast_in_dim %v629, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v658 = stablehlo.add %v656, %v657 : tensor<6304x576xf32>
    %v659 = stablehlo.reshape %v658 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v660 = stablehlo.transpose %v659, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v661 = "stablehlo.slice"(%v660) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v662 = stablehlo.reshape %v661 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v663 = "stablehlo.slice"(%v660) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v664 = stablehlo.reshape %v663 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v665 = "stablehlo.slice"(%v660) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v666 = stablehlo.reshape %v665 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v667 = stablehlo.dot_general %v662, %v664, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v668 = stablehlo.multiply %v667, %v409 : tensor<32x3x197x197xf32>
    %c54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v669 = stablehlo.reduce(%v668 init: %c54) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v670 = stablehlo.broadcast_in_dim %v669, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v671 = stablehlo.subtract %v668, %v670 : tensor<32x3x197x197xf32>
    %v672 = stablehlo.exponential %v671 : tensor<32x3x197x197xf32>
    %c55 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v673 = stablehlo.reduce(%v672 init: %c55) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v674 = stablehlo.broadcast_in_dim %v673, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v675 = stablehlo.divide %v672, %v674 : tensor<32x3x197x197xf32>
    %v676 = stablehlo.dot_general %v675, %v666, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v677 = stablehlo.transpose %v676, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v678 = stablehlo.reshape %v677 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v679 = stablehlo.dot_general %v678, %v631, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v680 = stablehlo.broadcast_in_dim %v632, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v681 = stablehlo.add %v679, %v680 : tensor<6304x192xf32>
    %v682 = stablehlo.add %v624, %v681 : tensor<6304x192xf32>
    %c56 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v683 = stablehlo.reduce(%v682 init: %c56) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v684 = stablehlo.broadcast_in_dim %v683, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v685 = stablehlo.multiply %v684, %v382 : tensor<6304x192xf32>
    %v686 = stablehlo.subtract %v682, %v685 : tensor<6304x192xf32>
    %v687 = stablehlo.multiply %v686, %v686 : tensor<6304x192xf32>
    %c57 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v688 = stablehlo.reduce(%v687 init: %c57) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v689 = stablehlo.broadcast_in_dim %v688, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v690 = stablehlo.multiply %v689, %v382 : tensor<6304x192xf32>
    %v691 = stablehlo.add %v690, %v389 : tensor<6304x192xf32>
    %v692 = stablehlo.rsqrt %v691 : tensor<6304x192xf32>
    %v693 = stablehlo.multiply %v686, %v692 : tensor<6304x192xf32>
    %v694 = stablehlo.broadcast_in_dim %v633, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v695 = stablehlo.multiply %v693, %v694 : tensor<6304x192xf32>
    %v696 = stablehlo.broadcast_in_dim %v634, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v697 = stablehlo.add %v695, %v696 : tensor<6304x192xf32>
    %v698 = stablehlo.dot_general %v697, %v636, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v699 = stablehlo.broadcast_in_dim %v637, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v700 = stablehlo.add %v698, %v699 : tensor<6304x768xf32>
    %v701 = stablehlo.multiply %v700, %v443 : tensor<6304x768xf32>
    %v702 = chlo.erf %v701 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v703 = stablehlo.add %v446, %v702 : tensor<6304x768xf32>
    %v704 = stablehlo.multiply %v703, %v448 : tensor<6304x768xf32>
    %v705 = stablehlo.multiply %v700, %v704 : tensor<6304x768xf32>
    %v706 = stablehlo.dot_general %v705, %v639, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v707 = stablehlo.broadcast_in_dim %v640, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v708 = stablehlo.add %v706, %v707 : tensor<6304x192xf32>
    %v709 = stablehlo.add %v682, %v708 : tensor<6304x192xf32>
    %v713 = stablehlo.transpose %v712, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v716 = stablehlo.transpose %v715, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v721 = stablehlo.transpose %v720, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v724 = stablehlo.transpose %v723, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c58 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v726 = stablehlo.reduce(%v709 init: %c58) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v727 = stablehlo.broadcast_in_dim %v726, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v728 = stablehlo.multiply %v727, %v382 : tensor<6304x192xf32>
    %v729 = stablehlo.subtract %v709, %v728 : tensor<6304x192xf32>
    %v730 = stablehlo.multiply %v729, %v729 : tensor<6304x192xf32>
    %c59 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v731 = stablehlo.reduce(%v730 init: %c59) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v732 = stablehlo.broadcast_in_dim %v731, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v733 = stablehlo.multiply %v732, %v382 : tensor<6304x192xf32>
    %v734 = stablehlo.add %v733, %v389 : tensor<6304x192xf32>
    %v735 = stablehlo.rsqrt %v734 : tensor<6304x192xf32>
    %v736 = stablehlo.multiply %v729, %v735 : tensor<6304x192xf32>
    %v737 = stablehlo.broadcast_in_dim %v710, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v738 = stablehlo.multiply %v736, %v737 : tensor<6304x192xf32>
    %v739 = stablehlo.broadcast_in_dim %v711, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v740 = stablehlo.add %v738, %v739 : tensor<6304x192xf32>
    %v741 = stablehlo.dot_general %v740, %v713, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v742 = stablehlo.broadcast_in_dim %v714, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v743 = stablehlo.add %v741, %v742 : tensor<6304x576xf32>
    %v744 = stablehlo.reshape %v743 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v745 = stablehlo.transpose %v744, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v746 = "stablehlo.slice"(%v745) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v747 = stablehlo.reshape %v746 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v748 = "stablehlo.slice"(%v745) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v749 = stablehlo.reshape %v748 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v750 = "stablehlo.slice"(%v745) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v751 = stablehlo.reshape %v750 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v752 = stablehlo.dot_general %v747, %v749, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v753 = stablehlo.multiply %v752, %v409 : tensor<32x3x197x197xf32>
    %c60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v754 = stablehlo.reduce(%v753 init: %c60) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v755 = stablehlo.broadcast_in_dim %v754, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v756 = stablehlo.subtract %v753, %v755 : tensor<32x3x197x197xf32>
    %v757 = stablehlo.exponential %v756 : tensor<32x3x197x197xf32>
    %c61 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v758 = stablehlo.reduce(%v757 init: %c61) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v759 = stablehlo.broadcast_in_dim %v758, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v760 = stablehlo.divide %v757, %v759 : tensor<32x3x197x197xf32>
    %v761 = stablehlo.dot_general %v760, %v751, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v762 = stablehlo.transpose %v761, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v763 = stablehlo.reshape %v762 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v764 = stablehlo.dot_general %v763, %v716, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v765 = stablehlo.broadcast_in_dim %v717, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v766 = stablehlo.add %v764, %v765 : tensor<6304x192xf32>
    %v767 = stablehlo.add %v709, %v766 : tensor<6304x192xf32>
    %c62 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v768 = stablehlo.reduce(%v767 init: %c62) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v769 = stablehlo.broadcast_in_dim %v768, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v770 = stablehlo.multiply %v769, %v382 : tensor<6304x192xf32>
    %v771 = stablehlo.subtract %v767, %v770 : tensor<6304x192xf32>
    %v772 = stablehlo.multiply %v771, %v771 : tensor<6304x192xf32>
    %c63 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v773 = stablehlo.reduce(%v772 init: %c63) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v774 = stablehlo.broadcast_in_dim %v773, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v775 = stablehlo.multiply %v774, %v382 : tensor<6304x192xf32>
    %v776 = stablehlo.add %v775, %v389 : tensor<6304x192xf32>
    %v777 = stablehlo.rsqrt %v776 : tensor<6304x192xf32>
    %v778 = stablehlo.multiply %v771, %v777 : tensor<6304x192xf32>
    %v779 = stablehlo.broadcast_in_dim %v718, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v780 = stablehlo.multiply %v778, %v779 : tensor<6304x192xf32>
    %v781 = stablehlo.broadcast_in_dim %v719, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v782 = stablehlo.add %v780, %v781 : tensor<6304x192xf32>
    %v783 = stablehlo.dot_general %v782, %v721, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v784 = stablehlo.broadcast_in_dim %v722, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v785 = stablehlo.add %v783, %v784 : tensor<6304x768xf32>
    %v786 = stablehlo.multiply %v785, %v443 : tensor<6304x768xf32>
    %v787 = chlo.erf %v786 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v788 = stablehlo.add %v446, %v787 : tensor<6304x768xf32>
    %v789 = stablehlo.multiply %v788, %v448 : tensor<6304x768xf32>
    %v790 = stablehlo.multiply %v785, %v789 : tensor<6304x768xf32>
    %v791 = stablehlo.dot_general %v790, %v724, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v792 = stablehlo.broadcast_in_dim %v725, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v793 = stablehlo.add %v791, %v792 : tensor<6304x192xf32>
    %v794 = stablehlo.add %v767, %v793 : tensor<6304x192xf32>
    %v798 = stablehlo.transpose %v797, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v801 = stablehlo.transpose %v800, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v806 = stablehlo.transpose %v805, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v809 = stablehlo.transpose %v808, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c64 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v811 = stablehlo.reduce(%v794 init: %c64) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v812 = stablehlo.broadcast_in_dim %v811, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v813 = stablehlo.multiply %v812, %v382 : tensor<6304x192xf32>
    %v814 = stablehlo.subtract %v794, %v813 : tensor<6304x192xf32>
    %v815 = stablehlo.multiply %v814, %v814 : tensor<6304x192xf32>
    %c65 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v816 = stablehlo.reduce(%v815 init: %c65) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v817 = stablehlo.broadcast_in_dim %v816, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v818 = stablehlo.multiply %v817, %v382 : tensor<6304x192xf32>
    %v819 = stablehlo.add %v818, %v389 : tensor<6304x192xf32>
    %v820 = stablehlo.rsqrt %v819 : tensor<6304x192xf32>
    %v821 = stablehlo.multiply %v814, %v820 : tensor<6304x192xf32>
    %v822 = stablehlo.broadcast_in_dim %v795, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v823 = stablehlo.multiply %v821, %v822 : tensor<6304x192xf32>
    %v824 = stablehlo.broadcast_in_dim %v796, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v825 = stablehlo.add %v823, %v824 : tensor<6304x192xf32>
    %v826 = stablehlo.dot_general %v825, %v798, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v827 = stablehlo.broadcast_in_dim %v799, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v828 = stablehlo.add %v826, %v827 : tensor<6304x576xf32>
    %v829 = stablehlo.reshape %v828 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v830 = stablehlo.transpose %v829, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v831 = "stablehlo.slice"(%v830) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v832 = stablehlo.reshape %v831 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v833 = "stablehlo.slice"(%v830) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v834 = stablehlo.reshape %v833 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v835 = "stablehlo.slice"(%v830) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v836 = stablehlo.reshape %v835 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v837 = stablehlo.dot_general %v832, %v834, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v838 = stablehlo.multiply %v837, %v409 : tensor<32x3x197x197xf32>
    %c66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v839 = stablehlo.reduce(%v838 init: %c66) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v840 = stablehlo.broadcast_in_dim %v839, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v841 = stablehlo.subtract %v838, %v840 : tensor<32x3x197x197xf32>
    %v842 = stablehlo.exponential %v841 : tensor<32x3x197x197xf32>
    %c67 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v843 = stablehlo.reduce(%v842 init: %c67) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v844 = stablehlo.broadcast_in_dim %v843, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v845 = stablehlo.divide %v842, %v844 : tensor<32x3x197x197xf32>
    %v846 = stablehlo.dot_general %v845, %v836, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v847 = stablehlo.transpose %v846, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v848 = stablehlo.reshape %v847 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v849 = stablehlo.dot_general %v848, %v801, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v850 = stablehlo.broadcast_in_dim %v802, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v851 = stablehlo.add %v849, %v850 : tensor<6304x192xf32>
    %v852 = stablehlo.add %v794, %v851 : tensor<6304x192xf32>
    %c68 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v853 = stablehlo.reduce(%v852 init: %c68) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v854 = stablehlo.broadcast_in_dim %v853, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v855 = stablehlo.multiply %v854, %v382 : tensor<6304x192xf32>
    %v856 = stablehlo.subtract %v852, %v855 : tensor<6304x192xf32>
    %v857 = stablehlo.multiply %v856, %v856 : tensor<6304x192xf32>
    %c69 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v858 = stablehlo.reduce(%v857 init: %c69) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v859 = stablehlo.broadcast_in_dim %v858, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v860 = stablehlo.multiply %v859, %v382 : tensor<6304x192xf32>
    %v861 = stablehlo.add %v860, %v389 : tensor<6304x192xf32>
    %v862 = stablehlo.rsqrt %v861 : tensor<6304x192xf32>
    %v863 = stablehlo.multiply %v856, %v862 : tensor<6304x192xf32>
    %v864 = stablehlo.broadcast_in_dim %v803, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v865 = stablehlo.multiply %v863, %v864 : tensor<6304x192xf32>
    %v866 = stablehlo.broadcast_in_dim %v804, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v867 = stablehlo.add %v865, %v866 : tensor<6304x192xf32>
    %v868 = stablehlo.dot_general %v867, %v806, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v869 = stablehlo.broadcast_in_dim %v807, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v870 = stablehlo.add %v868, %v869 : tensor<6304x768xf32>
    %v871 = stablehlo.multiply %v870, %v443 : tensor<6304x768xf32>
    %v872 = chlo.erf %v871 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v873 = stablehlo.add %v446, %v872 : tensor<6304x768xf32>
    %v874 = stablehlo.multiply %v873, %v448 : tensor<6304x768xf32>
    %v875 = stablehlo.multiply %v870, %v874 : tensor<6304x768xf32>
    %v876 = stablehlo.dot_general %v875, %v809, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v877 = stablehlo.broadcast_in_dim %v810, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v878 = stablehlo.add %v876, %v877 : tensor<6304x192xf32>
    %v879 = stablehlo.add %v852, %v878 : tensor<6304x192xf32>
    %v883 = stablehlo.transpose %v882, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v886 = stablehlo.transpose %v885, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v891 = stablehlo.transpose %v890, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v894 = stablehlo.transpose %v893, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c70 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v896 = stablehlo.reduce(%v879 init: %c70) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v897 = stablehlo.broadcast_in_dim %v896, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v898 = stablehlo.multiply %v897, %v382 : tensor<6304x192xf32>
    %v899 = stablehlo.subtract %v879, %v898 : tensor<6304x192xf32>
    %v900 = stablehlo.multiply %v899, %v899 : tensor<6304x192xf32>
    %c71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v901 = stablehlo.reduce(%v900 init: %c71) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v902 = stablehlo.broadcast_in_dim %v901, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v903 = stablehlo.multiply %v902, %v382 : tensor<6304x192xf32>
    %v904 = stablehlo.add %v903, %v389 : tensor<6304x192xf32>
    %v905 = stablehlo.rsqrt %v904 : tensor<6304x192xf32>
    %v906 = stablehlo.multiply %v899, %v905 : tensor<6304x192xf32>
    %v907 = stablehlo.broadcast_in_dim %v880, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v908 = stablehlo.multiply %v906, %v907 : tensor<6304x192xf32>
    %v909 = stablehlo.broadcast_in_dim %v881, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v910 = stablehlo.add %v908, %v909 : tensor<6304x192xf32>
    %v911 = stablehlo.dot_general %v910, %v883, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v912 = stablehlo.broadcast_in_dim %v884, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v913 = stablehlo.add %v911, %v912 : tensor<6304x576xf32>
    %v914 = stablehlo.reshape %v913 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v915 = stablehlo.transpose %v914, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v916 = "stablehlo.slice"(%v915) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v917 = stablehlo.reshape %v916 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v918 = "stablehlo.slice"(%v915) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v919 = stablehlo.reshape %v918 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v920 = "stablehlo.slice"(%v915) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v921 = stablehlo.reshape %v920 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v922 = stablehlo.dot_general %v917, %v919, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v923 = stablehlo.multiply %v922, %v409 : tensor<32x3x197x197xf32>
    %c72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v924 = stablehlo.reduce(%v923 init: %c72) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v925 = stablehlo.broadcast_in_dim %v924, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v926 = stablehlo.subtract %v923, %v925 : tensor<32x3x197x197xf32>
    %v927 = stablehlo.exponential %v926 : tensor<32x3x197x197xf32>
    %c73 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v928 = stablehlo.reduce(%v927 init: %c73) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v929 = stablehlo.broadcast_in_dim %v928, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v930 = stablehlo.divide %v927, %v929 : tensor<32x3x197x197xf32>
    %v931 = stablehlo.dot_general %v930, %v921, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v932 = stablehlo.transpose %v931, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v933 = stablehlo.reshape %v932 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v934 = stablehlo.dot_general %v933, %v886, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v935 = stablehlo.broadcast_in_dim %v887, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v936 = stablehlo.add %v934, %v935 : tensor<6304x192xf32>
    %v937 = stablehlo.add %v879, %v936 : tensor<6304x192xf32>
    %c74 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v938 = stablehlo.reduce(%v937 init: %c74) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v939 = stablehlo.broadcast_in_dim %v938, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v940 = stablehlo.multiply %v939, %v382 : tensor<6304x192xf32>
    %v941 = stablehlo.subtract %v937, %v940 : tensor<6304x192xf32>
    %v942 = stablehlo.multiply %v941, %v941 : tensor<6304x192xf32>
    %c75 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v943 = stablehlo.reduce(%v942 init: %c75) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v944 = stablehlo.broadcast_in_dim %v943, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v945 = stablehlo.multiply %v944, %v382 : tensor<6304x192xf32>
    %v946 = stablehlo.add %v945, %v389 : tensor<6304x192xf32>
    %v947 = stablehlo.rsqrt %v946 : tensor<6304x192xf32>
    %v948 = stablehlo.multiply %v941, %v947 : tensor<6304x192xf32>
    %v949 = stablehlo.broadcast_in_dim %v888, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v950 = stablehlo.multiply %v948, %v949 : tensor<6304x192xf32>
    %v951 = stablehlo.broadcast_in_dim %v889, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v952 = stablehlo.add %v950, %v951 : tensor<6304x192xf32>
    %v953 = stablehlo.dot_general %v952, %v891, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v954 = stablehlo.broadcast_in_dim %v892, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v955 = stablehlo.add %v953, %v954 : tensor<6304x768xf32>
    %v956 = stablehlo.multiply %v955, %v443 : tensor<6304x768xf32>
    %v957 = chlo.erf %v956 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v958 = stablehlo.add %v446, %v957 : tensor<6304x768xf32>
    %v959 = stablehlo.multiply %v958, %v448 : tensor<6304x768xf32>
    %v960 = stablehlo.multiply %v955, %v959 : tensor<6304x768xf32>
    %v961 = stablehlo.dot_general %v960, %v894, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v962 = stablehlo.broadcast_in_dim %v895, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v963 = stablehlo.add %v961, %v962 : tensor<6304x192xf32>
    %v964 = stablehlo.add %v937, %v963 : tensor<6304x192xf32>
    %v968 = stablehlo.transpose %v967, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v971 = stablehlo.transpose %v970, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v976 = stablehlo.transpose %v975, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v979 = stablehlo.transpose %v978, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c76 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v981 = stablehlo.reduce(%v964 init: %c76) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v982 = stablehlo.broadcast_in_dim %v981, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v983 = stablehlo.multiply %v982, %v382 : tensor<6304x192xf32>
    %v984 = stablehlo.subtract %v964, %v983 : tensor<6304x192xf32>
    %v985 = stablehlo.multiply %v984, %v984 : tensor<6304x192xf32>
    %c77 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v986 = stablehlo.reduce(%v985 init: %c77) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v987 = stablehlo.broadcast_in_dim %v986, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v988 = stablehlo.multiply %v987, %v382 : tensor<6304x192xf32>
    %v989 = stablehlo.add %v988, %v389 : tensor<6304x192xf32>
    %v990 = stablehlo.rsqrt %v989 : tensor<6304x192xf32>
    %v991 = stablehlo.multiply %v984, %v990 : tensor<6304x192xf32>
    %v992 = stablehlo.broadcast_in_dim %v965, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v993 = stablehlo.multiply %v991, %v992 : tensor<6304x192xf32>
    %v994 = stablehlo.broadcast_in_dim %v966, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v995 = stablehlo.add %v993, %v994 : tensor<6304x192xf32>
    %v996 = stablehlo.dot_general %v995, %v968, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v997 = stablehlo.broadcast_in_dim %v969, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v998 = stablehlo.add %v996, %v997 : tensor<6304x576xf32>
    %v999 = stablehlo.reshape %v998 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1000 = stablehlo.transpose %v999, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1001 = "stablehlo.slice"(%v1000) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1002 = stablehlo.reshape %v1001 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1003 = "stablehlo.slice"(%v1000) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1004 = stablehlo.reshape %v1003 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1005 = "stablehlo.slice"(%v1000) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1006 = stablehlo.reshape %v1005 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1007 = stablehlo.dot_general %v1002, %v1004, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1008 = stablehlo.multiply %v1007, %v409 : tensor<32x3x197x197xf32>
    %c78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1009 = stablehlo.reduce(%v1008 init: %c78) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1010 = stablehlo.broadcast_in_dim %v1009, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1011 = stablehlo.subtract %v1008, %v1010 : tensor<32x3x197x197xf32>
    %v1012 = stablehlo.exponential %v1011 : tensor<32x3x197x197xf32>
    %c79 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1013 = stablehlo.reduce(%v1012 init: %c79) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1014 = stablehlo.broadcast_in_dim %v1013, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1015 = stablehlo.divide %v1012, %v1014 : tensor<32x3x197x197xf32>
    %v1016 = stablehlo.dot_general %v1015, %v1006, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1017 = stablehlo.transpose %v1016, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1018 = stablehlo.reshape %v1017 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1019 = stablehlo.dot_general %v1018, %v971, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1020 = stablehlo.broadcast_in_dim %v972, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1021 = stablehlo.add %v1019, %v1020 : tensor<6304x192xf32>
    %v1022 = stablehlo.add %v964, %v1021 : tensor<6304x192xf32>
    %c80 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1023 = stablehlo.reduce(%v1022 init: %c80) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1024 = stablehlo.broadcast_in_dim %v1023, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1025 = stablehlo.multiply %v1024, %v382 : tensor<6304x192xf32>
    %v1026 = stablehlo.subtract %v1022, %v1025 : tensor<6304x192xf32>
    %v1027 = stablehlo.multiply %v1026, %v1026 : tensor<6304x192xf32>
    %c81 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1028 = stablehlo.reduce(%v1027 init: %c81) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1029 = stablehlo.broadcast_in_dim %v1028, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1030 = stablehlo.multiply %v1029, %v382 : tensor<6304x192xf32>
    %v1031 = stablehlo.add %v1030, %v389 : tensor<6304x192xf32>
    %v1032 = stablehlo.rsqrt %v1031 : tensor<6304x192xf32>
    %v1033 = stablehlo.multiply %v1026, %v1032 : tensor<6304x192xf32>
    %v1034 = stablehlo.broadcast_in_dim %v973, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1035 = stablehlo.multiply %v1033, %v1034 : tensor<6304x192xf32>
    %v1036 = stablehlo.broadcast_in_dim %v974, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1037 = stablehlo.add %v1035, %v1036 : tensor<6304x192xf32>
    %v1038 = stablehlo.dot_general %v1037, %v976, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1039 = stablehlo.broadcast_in_dim %v977, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1040 = stablehlo.add %v1038, %v1039 : tensor<6304x768xf32>
    %v1041 = stablehlo.multiply %v1040, %v443 : tensor<6304x768xf32>
    %v1042 = chlo.erf %v1041 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1043 = stablehlo.add %v446, %v1042 : tensor<6304x768xf32>
    %v1044 = stablehlo.multiply %v1043, %v448 : tensor<6304x768xf32>
    %v1045 = stablehlo.multiply %v1040, %v1044 : tensor<6304x768xf32>
    %v1046 = stablehlo.dot_general %v1045, %v979, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1047 = stablehlo.broadcast_in_dim %v980, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1048 = stablehlo.add %v1046, %v1047 : tensor<6304x192xf32>
    %v1049 = stablehlo.add %v1022, %v1048 : tensor<6304x192xf32>
    %v1053 = stablehlo.transpose %v1052, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1056 = stablehlo.transpose %v1055, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1061 = stablehlo.transpose %v1060, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1064 = stablehlo.transpose %v1063, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c82 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1066 = stablehlo.reduce(%v1049 init: %c82) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1067 = stablehlo.broadcast_in_dim %v1066, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1068 = stablehlo.multiply %v1067, %v382 : tensor<6304x192xf32>
    %v1069 = stablehlo.subtract %v1049, %v1068 : tensor<6304x192xf32>
    %v1070 = stablehlo.multiply %v1069, %v1069 : tensor<6304x192xf32>
    %c83 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1071 = stablehlo.reduce(%v1070 init: %c83) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1072 = stablehlo.broadcast_in_dim %v1071, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1073 = stablehlo.multiply %v1072, %v382 : tensor<6304x192xf32>
    %v1074 = stablehlo.add %v1073, %v389 : tensor<6304x192xf32>
    %v1075 = stablehlo.rsqrt %v1074 : tensor<6304x192xf32>
    %v1076 = stablehlo.multiply %v1069, %v1075 : tensor<6304x192xf32>
    %v1077 = stablehlo.broadcast_in_dim %v1050, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1078 = stablehlo.multiply %v1076, %v1077 : tensor<6304x192xf32>
    %v1079 = stablehlo.broadcast_in_dim %v1051, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1080 = stablehlo.add %v1078, %v1079 : tensor<6304x192xf32>
    %v1081 = stablehlo.dot_general %v1080, %v1053, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1082 = stablehlo.broadcast_in_dim %v1054, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1083 = stablehlo.add %v1081, %v1082 : tensor<6304x576xf32>
    %v1084 = stablehlo.reshape %v1083 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1085 = stablehlo.transpose %v1084, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1086 = "stablehlo.slice"(%v1085) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1087 = stablehlo.reshape %v1086 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1088 = "stablehlo.slice"(%v1085) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1089 = stablehlo.reshape %v1088 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1090 = "stablehlo.slice"(%v1085) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1091 = stablehlo.reshape %v1090 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1092 = stablehlo.dot_general %v1087, %v1089, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1093 = stablehlo.multiply %v1092, %v409 : tensor<32x3x197x197xf32>
    %c84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1094 = stablehlo.reduce(%v1093 init: %c84) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1095 = stablehlo.broadcast_in_dim %v1094, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1096 = stablehlo.subtract %v1093, %v1095 : tensor<32x3x197x197xf32>
    %v1097 = stablehlo.exponential %v1096 : tensor<32x3x197x197xf32>
    %c85 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1098 = stablehlo.reduce(%v1097 init: %c85) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1099 = stablehlo.broadcast_in_dim %v1098, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1100 = stablehlo.divide %v1097, %v1099 : tensor<32x3x197x197xf32>
    %v1101 = stablehlo.dot_general %v1100, %v1091, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1102 = stablehlo.transpose %v1101, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1103 = stablehlo.reshape %v1102 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1104 = stablehlo.dot_general %v1103, %v1056, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1105 = stablehlo.broadcast_in_dim %v1057, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1106 = stablehlo.add %v1104, %v1105 : tensor<6304x192xf32>
    %v1107 = stablehlo.add %v1049, %v1106 : tensor<6304x192xf32>
    %c86 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1108 = stablehlo.reduce(%v1107 init: %c86) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1109 = stablehlo.broadcast_in_dim %v1108, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1110 = stablehlo.multiply %v1109, %v382 : tensor<6304x192xf32>
    %v1111 = stablehlo.subtract %v1107, %v1110 : tensor<6304x192xf32>
    %v1112 = stablehlo.multiply %v1111, %v1111 : tensor<6304x192xf32>
    %c87 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1113 = stablehlo.reduce(%v1112 init: %c87) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1114 = stablehlo.broadcast_in_dim %v1113, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1115 = stablehlo.multiply %v1114, %v382 : tensor<6304x192xf32>
    %v1116 = stablehlo.add %v1115, %v389 : tensor<6304x192xf32>
    %v1117 = stablehlo.rsqrt %v1116 : tensor<6304x192xf32>
    %v1118 = stablehlo.multiply %v1111, %v1117 : tensor<6304x192xf32>
    %v1119 = stablehlo.broadcast_in_dim %v1058, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1120 = stablehlo.multiply %v1118, %v1119 : tensor<6304x192xf32>
    %v1121 = stablehlo.broadcast_in_dim %v1059, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1122 = stablehlo.add %v1120, %v1121 : tensor<6304x192xf32>
    %v1123 = stablehlo.dot_general %v1122, %v1061, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1124 = stablehlo.broadcast_in_dim %v1062, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1125 = stablehlo.add %v1123, %v1124 : tensor<6304x768xf32>
    %v1126 = stablehlo.multiply %v1125, %v443 : tensor<6304x768xf32>
    %v1127 = chlo.erf %v1126 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1128 = stablehlo.add %v446, %v1127 : tensor<6304x768xf32>
    %v1129 = stablehlo.multiply %v1128, %v448 : tensor<6304x768xf32>
    %v1130 = stablehlo.multiply %v1125, %v1129 : tensor<6304x768xf32>
    %v1131 = stablehlo.dot_general %v1130, %v1064, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1132 = stablehlo.broadcast_in_dim %v1065, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1133 = stablehlo.add %v1131, %v1132 : tensor<6304x192xf32>
    %v1134 = stablehlo.add %v1107, %v1133 : tensor<6304x192xf32>
    %v1138 = stablehlo.transpose %v1137, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1141 = stablehlo.transpose %v1140, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1146 = stablehlo.transpose %v1145, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1149 = stablehlo.transpose %v1148, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c88 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1151 = stablehlo.reduce(%v1134 init: %c88) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1152 = stablehlo.broadcast_in_dim %v1151, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1153 = stablehlo.multiply %v1152, %v382 : tensor<6304x192xf32>
    %v1154 = stablehlo.subtract %v1134, %v1153 : tensor<6304x192xf32>
    %v1155 = stablehlo.multiply %v1154, %v1154 : tensor<6304x192xf32>
    %c89 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1156 = stablehlo.reduce(%v1155 init: %c89) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1157 = stablehlo.broadcast_in_dim %v1156, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1158 = stablehlo.multiply %v1157, %v382 : tensor<6304x192xf32>
    %v1159 = stablehlo.add %v1158, %v389 : tensor<6304x192xf32>
    %v1160 = stablehlo.rsqrt %v1159 : tensor<6304x192xf32>
    %v1161 = stablehlo.multiply %v1154, %v1160 : tensor<6304x192xf32>
    %v1162 = stablehlo.broadcast_in_dim %v1135, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1163 = stablehlo.multiply %v1161, %v1162 : tensor<6304x192xf32>
    %v1164 = stablehlo.broadcast_in_dim %v1136, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1165 = stablehlo.add %v1163, %v1164 : tensor<6304x192xf32>
    %v1166 = stablehlo.dot_general %v1165, %v1138, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1167 = stablehlo.broadcast_in_dim %v1139, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1168 = stablehlo.add %v1166, %v1167 : tensor<6304x576xf32>
    %v1169 = stablehlo.reshape %v1168 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1170 = stablehlo.transpose %v1169, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1171 = "stablehlo.slice"(%v1170) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1172 = stablehlo.reshape %v1171 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1173 = "stablehlo.slice"(%v1170) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1174 = stablehlo.reshape %v1173 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1175 = "stablehlo.slice"(%v1170) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1176 = stablehlo.reshape %v1175 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1177 = stablehlo.dot_general %v1172, %v1174, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1178 = stablehlo.multiply %v1177, %v409 : tensor<32x3x197x197xf32>
    %c90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1179 = stablehlo.reduce(%v1178 init: %c90) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1180 = stablehlo.broadcast_in_dim %v1179, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1181 = stablehlo.subtract %v1178, %v1180 : tensor<32x3x197x197xf32>
    %v1182 = stablehlo.exponential %v1181 : tensor<32x3x197x197xf32>
    %c91 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1183 = stablehlo.reduce(%v1182 init: %c91) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1184 = stablehlo.broadcast_in_dim %v1183, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1185 = stablehlo.divide %v1182, %v1184 : tensor<32x3x197x197xf32>
    %v1186 = stablehlo.dot_general %v1185, %v1176, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1187 = stablehlo.transpose %v1186, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1188 = stablehlo.reshape %v1187 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1189 = stablehlo.dot_general %v1188, %v1141, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1190 = stablehlo.broadcast_in_dim %v1142, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1191 = stablehlo.add %v1189, %v1190 : tensor<6304x192xf32>
    %v1192 = stablehlo.add %v1134, %v1191 : tensor<6304x192xf32>
    %c92 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1193 = stablehlo.reduce(%v1192 init: %c92) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1194 = stablehlo.broadcast_in_dim %v1193, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1195 = stablehlo.multiply %v1194, %v382 : tensor<6304x192xf32>
    %v1196 = stablehlo.subtract %v1192, %v1195 : tensor<6304x192xf32>
    %v1197 = stablehlo.multiply %v1196, %v1196 : tensor<6304x192xf32>
    %c93 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1198 = stablehlo.reduce(%v1197 init: %c93) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1199 = stablehlo.broadcast_in_dim %v1198, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1200 = stablehlo.multiply %v1199, %v382 : tensor<6304x192xf32>
    %v1201 = stablehlo.add %v1200, %v389 : tensor<6304x192xf32>
    %v1202 = stablehlo.rsqrt %v1201 : tensor<6304x192xf32>
    %v1203 = stablehlo.multiply %v1196, %v1202 : tensor<6304x192xf32>
    %v1204 = stablehlo.broadcast_in_dim %v1143, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1205 = stablehlo.multiply %v1203, %v1204 : tensor<6304x192xf32>
    %v1206 = stablehlo.broadcast_in_dim %v1144, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1207 = stablehlo.add %v1205, %v1206 : tensor<6304x192xf32>
    %v1208 = stablehlo.dot_general %v1207, %v1146, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1209 = stablehlo.broadcast_in_dim %v1147, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1210 = stablehlo.add %v1208, %v1209 : tensor<6304x768xf32>
    %v1211 = stablehlo.multiply %v1210, %v443 : tensor<6304x768xf32>
    %v1212 = chlo.erf %v1211 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1213 = stablehlo.add %v446, %v1212 : tensor<6304x768xf32>
    %v1214 = stablehlo.multiply %v1213, %v448 : tensor<6304x768xf32>
    %v1215 = stablehlo.multiply %v1210, %v1214 : tensor<6304x768xf32>
    %v1216 = stablehlo.dot_general %v1215, %v1149, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1217 = stablehlo.broadcast_in_dim %v1150, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1218 = stablehlo.add %v1216, %v1217 : tensor<6304x192xf32>
    %v1219 = stablehlo.add %v1192, %v1218 : tensor<6304x192xf32>
    %v1223 = stablehlo.transpose %v1222, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1226 = stablehlo.transpose %v1225, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1231 = stablehlo.transpose %v1230, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1234 = stablehlo.transpose %v1233, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c94 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1236 = stablehlo.reduce(%v1219 init: %c94) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1237 = stablehlo.broadcast_in_dim %v1236, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1238 = stablehlo.multiply %v1237, %v382 : tensor<6304x192xf32>
    %v1239 = stablehlo.subtract %v1219, %v1238 : tensor<6304x192xf32>
    %v1240 = stablehlo.multiply %v1239, %v1239 : tensor<6304x192xf32>
    %c95 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1241 = stablehlo.reduce(%v1240 init: %c95) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1242 = stablehlo.broadcast_in_dim %v1241, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1243 = stablehlo.multiply %v1242, %v382 : tensor<6304x192xf32>
    %v1244 = stablehlo.add %v1243, %v389 : tensor<6304x192xf32>
    %v1245 = stablehlo.rsqrt %v1244 : tensor<6304x192xf32>
    %v1246 = stablehlo.multiply %v1239, %v1245 : tensor<6304x192xf32>
    %v1247 = stablehlo.broadcast_in_dim %v1220, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1248 = stablehlo.multiply %v1246, %v1247 : tensor<6304x192xf32>
    %v1249 = stablehlo.broadcast_in_dim %v1221, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1250 = stablehlo.add %v1248, %v1249 : tensor<6304x192xf32>
    %v1251 = stablehlo.dot_general %v1250, %v1223, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1252 = stablehlo.broadcast_in_dim %v1224, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1253 = stablehlo.add %v1251, %v1252 : tensor<6304x576xf32>
    %v1254 = stablehlo.reshape %v1253 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1255 = stablehlo.transpose %v1254, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1256 = "stablehlo.slice"(%v1255) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1257 = stablehlo.reshape %v1256 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1258 = "stablehlo.slice"(%v1255) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1259 = stablehlo.reshape %v1258 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1260 = "stablehlo.slice"(%v1255) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1261 = stablehlo.reshape %v1260 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1262 = stablehlo.dot_general %v1257, %v1259, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1263 = stablehlo.multiply %v1262, %v409 : tensor<32x3x197x197xf32>
    %c96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1264 = stablehlo.reduce(%v1263 init: %c96) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1265 = stablehlo.broadcast_in_dim %v1264, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1266 = stablehlo.subtract %v1263, %v1265 : tensor<32x3x197x197xf32>
    %v1267 = stablehlo.exponential %v1266 : tensor<32x3x197x197xf32>
    %c97 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1268 = stablehlo.reduce(%v1267 init: %c97) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1269 = stablehlo.broadcast_in_dim %v1268, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1270 = stablehlo.divide %v1267, %v1269 : tensor<32x3x197x197xf32>
    %v1271 = stablehlo.dot_general %v1270, %v1261, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1272 = stablehlo.transpose %v1271, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1273 = stablehlo.reshape %v1272 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1274 = stablehlo.dot_general %v1273, %v1226, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1275 = stablehlo.broadcast_in_dim %v1227, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1276 = stablehlo.add %v1274, %v1275 : tensor<6304x192xf32>
    %v1277 = stablehlo.add %v1219, %v1276 : tensor<6304x192xf32>
    %c98 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1278 = stablehlo.reduce(%v1277 init: %c98) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1279 = stablehlo.broadcast_in_dim %v1278, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1280 = stablehlo.multiply %v1279, %v382 : tensor<6304x192xf32>
    %v1281 = stablehlo.subtract %v1277, %v1280 : tensor<6304x192xf32>
    %v1282 = stablehlo.multiply %v1281, %v1281 : tensor<6304x192xf32>
    %c99 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1283 = stablehlo.reduce(%v1282 init: %c99) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1284 = stablehlo.broadcast_in_dim %v1283, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1285 = stablehlo.multiply %v1284, %v382 : tensor<6304x192xf32>
    %v1286 = stablehlo.add %v1285, %v389 : tensor<6304x192xf32>
    %v1287 = stablehlo.rsqrt %v1286 : tensor<6304x192xf32>
    %v1288 = stablehlo.multiply %v1281, %v1287 : tensor<6304x192xf32>
    %v1289 = stablehlo.broadcast_in_dim %v1228, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1290 = stablehlo.multiply %v1288, %v1289 : tensor<6304x192xf32>
    %v1291 = stablehlo.broadcast_in_dim %v1229, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1292 = stablehlo.add %v1290, %v1291 : tensor<6304x192xf32>
    %v1293 = stablehlo.dot_general %v1292, %v1231, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1294 = stablehlo.broadcast_in_dim %v1232, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1295 = stablehlo.add %v1293, %v1294 : tensor<6304x768xf32>
    %v1296 = stablehlo.multiply %v1295, %v443 : tensor<6304x768xf32>
    %v1297 = chlo.erf %v1296 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1298 = stablehlo.add %v446, %v1297 : tensor<6304x768xf32>
    %v1299 = stablehlo.multiply %v1298, %v448 : tensor<6304x768xf32>
    %v1300 = stablehlo.multiply %v1295, %v1299 : tensor<6304x768xf32>
    %v1301 = stablehlo.dot_general %v1300, %v1234, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1302 = stablehlo.broadcast_in_dim %v1235, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1303 = stablehlo.add %v1301, %v1302 : tensor<6304x192xf32>
    %v1304 = stablehlo.add %v1277, %v1303 : tensor<6304x192xf32>
    %v1308 = stablehlo.transpose %v1307, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %v1311 = stablehlo.transpose %v1310, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %v1316 = stablehlo.transpose %v1315, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %v1319 = stablehlo.transpose %v1318, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %c100 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1321 = stablehlo.reduce(%v1304 init: %c100) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1322 = stablehlo.broadcast_in_dim %v1321, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1323 = stablehlo.multiply %v1322, %v382 : tensor<6304x192xf32>
    %v1324 = stablehlo.subtract %v1304, %v1323 : tensor<6304x192xf32>
    %v1325 = stablehlo.multiply %v1324, %v1324 : tensor<6304x192xf32>
    %c101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1326 = stablehlo.reduce(%v1325 init: %c101) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1327 = stablehlo.broadcast_in_dim %v1326, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1328 = stablehlo.multiply %v1327, %v382 : tensor<6304x192xf32>
    %v1329 = stablehlo.add %v1328, %v389 : tensor<6304x192xf32>
    %v1330 = stablehlo.rsqrt %v1329 : tensor<6304x192xf32>
    %v1331 = stablehlo.multiply %v1324, %v1330 : tensor<6304x192xf32>
    %v1332 = stablehlo.broadcast_in_dim %v1305, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1333 = stablehlo.multiply %v1331, %v1332 : tensor<6304x192xf32>
    %v1334 = stablehlo.broadcast_in_dim %v1306, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1335 = stablehlo.add %v1333, %v1334 : tensor<6304x192xf32>
    %v1336 = stablehlo.dot_general %v1335, %v1308, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %v1337 = stablehlo.broadcast_in_dim %v1309, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %v1338 = stablehlo.add %v1336, %v1337 : tensor<6304x576xf32>
    %v1339 = stablehlo.reshape %v1338 : (tensor<6304x576xf32>) -> tensor<32x197x3x3x64xf32>
    %v1340 = stablehlo.transpose %v1339, dims = [2, 0, 3, 1, 4] : (tensor<32x197x3x3x64xf32>) -> tensor<3x32x3x197x64xf32>
    %v1341 = "stablehlo.slice"(%v1340) <{start_indices = array<i64: 0, 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1342 = stablehlo.reshape %v1341 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1343 = "stablehlo.slice"(%v1340) <{start_indices = array<i64: 1, 0, 0, 0, 0>, limit_indices = array<i64: 2, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1344 = stablehlo.reshape %v1343 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1345 = "stablehlo.slice"(%v1340) <{start_indices = array<i64: 2, 0, 0, 0, 0>, limit_indices = array<i64: 3, 32, 3, 197, 64>, strides = array<i64: 1, 1, 1, 1, 1>}> : (tensor<3x32x3x197x64xf32>) -> tensor<1x32x3x197x64xf32>
    %v1346 = stablehlo.reshape %v1345 : (tensor<1x32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1347 = stablehlo.dot_general %v1342, %v1344, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<32x3x197x64xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x197xf32>
    %v1348 = stablehlo.multiply %v1347, %v409 : tensor<32x3x197x197xf32>
    %c102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %v1349 = stablehlo.reduce(%v1348 init: %c102) applies stablehlo.maximum across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1350 = stablehlo.broadcast_in_dim %v1349, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1351 = stablehlo.subtract %v1348, %v1350 : tensor<32x3x197x197xf32>
    %v1352 = stablehlo.exponential %v1351 : tensor<32x3x197x197xf32>
    %c103 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1353 = stablehlo.reduce(%v1352 init: %c103) applies stablehlo.add across dimensions = [3] : (tensor<32x3x197x197xf32>, tensor<f32>) -> tensor<32x3x197xf32>
    %v1354 = stablehlo.broadcast_in_dim %v1353, dims = [0, 1, 2] : (tensor<32x3x197xf32>) -> tensor<32x3x197x197xf32>
    %v1355 = stablehlo.divide %v1352, %v1354 : tensor<32x3x197x197xf32>
    %v1356 = stablehlo.dot_general %v1355, %v1346, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<32x3x197x197xf32>, tensor<32x3x197x64xf32>) -> tensor<32x3x197x64xf32>
    %v1357 = stablehlo.transpose %v1356, dims = [0, 2, 1, 3] : (tensor<32x3x197x64xf32>) -> tensor<32x197x3x64xf32>
    %v1358 = stablehlo.reshape %v1357 : (tensor<32x197x3x64xf32>) -> tensor<6304x192xf32>
    %v1359 = stablehlo.dot_general %v1358, %v1311, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %v1360 = stablehlo.broadcast_in_dim %v1312, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1361 = stablehlo.add %v1359, %v1360 : tensor<6304x192xf32>
    %v1362 = stablehlo.add %v1304, %v1361 : tensor<6304x192xf32>
    %c104 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1363 = stablehlo.reduce(%v1362 init: %c104) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1364 = stablehlo.broadcast_in_dim %v1363, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1365 = stablehlo.multiply %v1364, %v382 : tensor<6304x192xf32>
    %v1366 = stablehlo.subtract %v1362, %v1365 : tensor<6304x192xf32>
    %v1367 = stablehlo.multiply %v1366, %v1366 : tensor<6304x192xf32>
    %c105 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1368 = stablehlo.reduce(%v1367 init: %c105) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1369 = stablehlo.broadcast_in_dim %v1368, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1370 = stablehlo.multiply %v1369, %v382 : tensor<6304x192xf32>
    %v1371 = stablehlo.add %v1370, %v389 : tensor<6304x192xf32>
    %v1372 = stablehlo.rsqrt %v1371 : tensor<6304x192xf32>
    %v1373 = stablehlo.multiply %v1366, %v1372 : tensor<6304x192xf32>
    %v1374 = stablehlo.broadcast_in_dim %v1313, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1375 = stablehlo.multiply %v1373, %v1374 : tensor<6304x192xf32>
    %v1376 = stablehlo.broadcast_in_dim %v1314, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1377 = stablehlo.add %v1375, %v1376 : tensor<6304x192xf32>
    %v1378 = stablehlo.dot_general %v1377, %v1316, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %v1379 = stablehlo.broadcast_in_dim %v1317, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %v1380 = stablehlo.add %v1378, %v1379 : tensor<6304x768xf32>
    %v1381 = stablehlo.multiply %v1380, %v443 : tensor<6304x768xf32>
    %v1382 = chlo.erf %v1381 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %v1383 = stablehlo.add %v446, %v1382 : tensor<6304x768xf32>
    %v1384 = stablehlo.multiply %v1383, %v448 : tensor<6304x768xf32>
    %v1385 = stablehlo.multiply %v1380, %v1384 : tensor<6304x768xf32>
    %v1386 = stablehlo.dot_general %v1385, %v1319, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %v1387 = stablehlo.broadcast_in_dim %v1320, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1388 = stablehlo.add %v1386, %v1387 : tensor<6304x192xf32>
    %v1389 = stablehlo.add %v1362, %v1388 : tensor<6304x192xf32>
    %c106 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1392 = stablehlo.reduce(%v1389 init: %c106) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1393 = stablehlo.broadcast_in_dim %v1392, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1394 = stablehlo.multiply %v1393, %v382 : tensor<6304x192xf32>
    %v1395 = stablehlo.subtract %v1389, %v1394 : tensor<6304x192xf32>
    %v1396 = stablehlo.multiply %v1395, %v1395 : tensor<6304x192xf32>
    %c107 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %v1397 = stablehlo.reduce(%v1396 init: %c107) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %v1398 = stablehlo.broadcast_in_dim %v1397, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %v1399 = stablehlo.multiply %v1398, %v382 : tensor<6304x192xf32>
    %v1400 = stablehlo.add %v1399, %v389 : tensor<6304x192xf32>
    %v1401 = stablehlo.rsqrt %v1400 : tensor<6304x192xf32>
    %v1402 = stablehlo.multiply %v1395, %v1401 : tensor<6304x192xf32>
    %v1403 = stablehlo.broadcast_in_dim %v1390, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1404 = stablehlo.multiply %v1402, %v1403 : tensor<6304x192xf32>
    %v1405 = stablehlo.broadcast_in_dim %v1391, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %v1406 = stablehlo.add %v1404, %v1405 : tensor<6304x192xf32>
    %v1407 = stablehlo.reshape %v1406 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %v1408 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1409 = stablehlo.reshape %v1408 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1410 = "stablehlo.slice"(%v1409) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1411 = stablehlo.reshape %v1410 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1412 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 1, 0, 0>, limit_indices = array<i64: 2, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1413 = stablehlo.reshape %v1412 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1414 = "stablehlo.slice"(%v1413) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1415 = stablehlo.reshape %v1414 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1416 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 2, 0, 0>, limit_indices = array<i64: 3, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1417 = stablehlo.reshape %v1416 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1418 = "stablehlo.slice"(%v1417) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1419 = stablehlo.reshape %v1418 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1420 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 3, 0, 0>, limit_indices = array<i64: 4, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1421 = stablehlo.reshape %v1420 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1422 = "stablehlo.slice"(%v1421) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1423 = stablehlo.reshape %v1422 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1424 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 4, 0, 0>, limit_indices = array<i64: 5, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1425 = stablehlo.reshape %v1424 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1426 = "stablehlo.slice"(%v1425) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1427 = stablehlo.reshape %v1426 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1428 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 5, 0, 0>, limit_indices = array<i64: 6, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1429 = stablehlo.reshape %v1428 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1430 = "stablehlo.slice"(%v1429) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1431 = stablehlo.reshape %v1430 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1432 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 7, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1433 = stablehlo.reshape %v1432 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1434 = "stablehlo.slice"(%v1433) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1435 = stablehlo.reshape %v1434 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1436 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 7, 0, 0>, limit_indices = array<i64: 8, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1437 = stablehlo.reshape %v1436 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1438 = "stablehlo.slice"(%v1437) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1439 = stablehlo.reshape %v1438 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1440 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 8, 0, 0>, limit_indices = array<i64: 9, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1441 = stablehlo.reshape %v1440 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1442 = "stablehlo.slice"(%v1441) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1443 = stablehlo.reshape %v1442 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1444 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 9, 0, 0>, limit_indices = array<i64: 10, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1445 = stablehlo.reshape %v1444 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1446 = "stablehlo.slice"(%v1445) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1447 = stablehlo.reshape %v1446 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1448 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 10, 0, 0>, limit_indices = array<i64: 11, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1449 = stablehlo.reshape %v1448 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1450 = "stablehlo.slice"(%v1449) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1451 = stablehlo.reshape %v1450 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1452 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 11, 0, 0>, limit_indices = array<i64: 12, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1453 = stablehlo.reshape %v1452 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1454 = "stablehlo.slice"(%v1453) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1455 = stablehlo.reshape %v1454 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1456 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 12, 0, 0>, limit_indices = array<i64: 13, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1457 = stablehlo.reshape %v1456 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1458 = "stablehlo.slice"(%v1457) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1459 = stablehlo.reshape %v1458 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1460 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 13, 0, 0>, limit_indices = array<i64: 14, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1461 = stablehlo.reshape %v1460 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1462 = "stablehlo.slice"(%v1461) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1463 = stablehlo.reshape %v1462 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1464 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 14, 0, 0>, limit_indices = array<i64: 15, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1465 = stablehlo.reshape %v1464 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1466 = "stablehlo.slice"(%v1465) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1467 = stablehlo.reshape %v1466 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1468 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 15, 0, 0>, limit_indices = array<i64: 16, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1469 = stablehlo.reshape %v1468 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1470 = "stablehlo.slice"(%v1469) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1471 = stablehlo.reshape %v1470 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1472 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 16, 0, 0>, limit_indices = array<i64: 17, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1473 = stablehlo.reshape %v1472 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1474 = "stablehlo.slice"(%v1473) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1475 = stablehlo.reshape %v1474 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1476 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 17, 0, 0>, limit_indices = array<i64: 18, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1477 = stablehlo.reshape %v1476 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1478 = "stablehlo.slice"(%v1477) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1479 = stablehlo.reshape %v1478 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1480 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 18, 0, 0>, limit_indices = array<i64: 19, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1481 = stablehlo.reshape %v1480 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1482 = "stablehlo.slice"(%v1481) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1483 = stablehlo.reshape %v1482 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1484 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 19, 0, 0>, limit_indices = array<i64: 20, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1485 = stablehlo.reshape %v1484 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1486 = "stablehlo.slice"(%v1485) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1487 = stablehlo.reshape %v1486 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1488 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 20, 0, 0>, limit_indices = array<i64: 21, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1489 = stablehlo.reshape %v1488 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1490 = "stablehlo.slice"(%v1489) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1491 = stablehlo.reshape %v1490 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1492 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 21, 0, 0>, limit_indices = array<i64: 22, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1493 = stablehlo.reshape %v1492 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1494 = "stablehlo.slice"(%v1493) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1495 = stablehlo.reshape %v1494 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1496 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 22, 0, 0>, limit_indices = array<i64: 23, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1497 = stablehlo.reshape %v1496 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1498 = "stablehlo.slice"(%v1497) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1499 = stablehlo.reshape %v1498 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1500 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 23, 0, 0>, limit_indices = array<i64: 24, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1501 = stablehlo.reshape %v1500 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1502 = "stablehlo.slice"(%v1501) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1503 = stablehlo.reshape %v1502 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1504 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 24, 0, 0>, limit_indices = array<i64: 25, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1505 = stablehlo.reshape %v1504 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1506 = "stablehlo.slice"(%v1505) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1507 = stablehlo.reshape %v1506 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1508 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 25, 0, 0>, limit_indices = array<i64: 26, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1509 = stablehlo.reshape %v1508 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1510 = "stablehlo.slice"(%v1509) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1511 = stablehlo.reshape %v1510 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1512 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 26, 0, 0>, limit_indices = array<i64: 27, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1513 = stablehlo.reshape %v1512 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1514 = "stablehlo.slice"(%v1513) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1515 = stablehlo.reshape %v1514 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1516 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 27, 0, 0>, limit_indices = array<i64: 28, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1517 = stablehlo.reshape %v1516 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1518 = "stablehlo.slice"(%v1517) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1519 = stablehlo.reshape %v1518 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1520 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 28, 0, 0>, limit_indices = array<i64: 29, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1521 = stablehlo.reshape %v1520 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1522 = "stablehlo.slice"(%v1521) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1523 = stablehlo.reshape %v1522 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1524 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 29, 0, 0>, limit_indices = array<i64: 30, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1525 = stablehlo.reshape %v1524 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1526 = "stablehlo.slice"(%v1525) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1527 = stablehlo.reshape %v1526 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1528 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 30, 0, 0>, limit_indices = array<i64: 31, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1529 = stablehlo.reshape %v1528 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1530 = "stablehlo.slice"(%v1529) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1531 = stablehlo.reshape %v1530 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1532 = "stablehlo.slice"(%v1407) <{start_indices = array<i64: 31, 0, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<1x197x192xf32>
    %v1533 = stablehlo.reshape %v1532 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %v1534 = "stablehlo.slice"(%v1533) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 192>, strides = array<i64: 1, 1>}> : (tensor<197x192xf32>) -> tensor<1x192xf32>
    %v1535 = stablehlo.reshape %v1534 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %v1536 = stablehlo.concatenate %v1411, %v1415, %v1419, %v1423, %v1427, %v1431, %v1435, %v1439, %v1443, %v1447, %v1451, %v1455, %v1459, %v1463, %v1467, %v1471, %v1475, %v1479, %v1483, %v1487, %v1491, %v1495, %v1499, %v1503, %v1507, %v1511, %v1515, %v1519, %v1523, %v1527, %v1531, %v1535, dim = 0 : (tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>, tensor<1x1x192xf32>) -> tensor<32x1x192xf32>
    %v1537 = stablehlo.reshape %v1536 : (tensor<32x1x192xf32>) -> tensor<32x192xf32>
    %v1539 = stablehlo.transpose %v1538, dims = [1, 0] : (tensor<10x192xf32>) -> tensor<192x10xf32>
    %v1541 = stablehlo.dot_general %v1537, %v1539, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x10xf32>) -> tensor<32x10xf32>
    %v1542 = stablehlo.broadcast_in_dim %v1540, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %v1543 = stablehlo.add %v1541, %v1542 : tensor<32x10xf32>
    return %v1543 : tensor<32x10xf32>
  }
}
