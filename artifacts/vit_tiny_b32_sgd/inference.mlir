module {
  func.func @main(%v0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %v3: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %v5: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %v12: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %v14: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %v364: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %v365: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %v366: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %v368: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %v369: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %v371: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %v372: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %v373: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %v374: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %v376: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %v377: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %v379: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %v456: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %v457: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %v458: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %v460: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %v461: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %v463: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %v464: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %v465: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %v466: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %v468: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %v469: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %v471: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %v542: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %v543: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %v544: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %v546: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %v547: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %v549: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %v550: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %v551: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %v552: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %v554: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %v555: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %v557: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %v628: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %v629: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %v630: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %v632: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %v633: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %v635: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %v636: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %v637: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %v638: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %v640: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %v641: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %v643: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %v714: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %v715: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %v716: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %v718: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %v719: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %v721: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %v722: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %v723: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %v724: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %v726: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %v727: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %v729: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %v800: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %v801: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %v802: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %v804: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %v805: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %v807: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %v808: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %v809: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %v810: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %v812: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %v813: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %v815: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %v886: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %v887: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %v888: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %v890: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %v891: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %v893: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %v894: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %v895: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %v896: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %v898: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %v899: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %v901: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %v972: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %v973: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %v974: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %v976: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %v977: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %v979: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %v980: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %v981: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %v982: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %v984: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %v985: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %v987: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %v1058: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %v1059: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %v1060: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %v1062: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %v1063: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %v1065: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %v1066: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %v1067: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %v1068: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %v1070: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %v1071: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %v1073: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %v1144: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %v1145: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %v1146: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %v1148: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %v1149: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %v1151: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %v1152: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %v1153: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %v1154: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %v1156: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %v1157: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %v1159: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %v1230: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %v1231: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %v1232: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %v1234: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %v1235: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %v1237: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %v1238: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %v1239: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %v1240: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %v1242: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %v1243: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %v1245: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %v1316: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %v1317: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %v1318: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %v1320: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %v1321: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %v1323: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %v1324: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %v1325: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %v1326: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %v1328: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %v1329: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %v1331: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %v1411: tensor<192xf32> {vjp.name = "norm.weight"}, %v1412: tensor<192xf32> {vjp.name = "norm.bias"}, %v1428: tensor<10x192xf32> {vjp.name = "head.weight"}, %v1430: tensor<10xf32> {vjp.name = "head.bias"}) -> (tensor<32x10xf32>) {
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
    return %v1433 : tensor<32x10xf32>
  }
}
